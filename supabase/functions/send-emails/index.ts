// send-emails: drains the e-mail outbox over SMTP. Supabase Cron calls it every minute on a hosted
// project (README, "Deploy to hosted Supabase"); the local stack calls it on a timer and right after a
// mail is queued. Only the service role may call it: it reads every customer's mail.
//
// Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS (optional), MAIL_FROM, SITE_URL (the shop's
// public origin, for links). The local stack sets SMTP_* and SITE_URL to its own mail catcher and
// the running site; supabase/functions/.env overrides them.
import { createClient } from '@supabase/supabase-js'
import nodemailer from 'nodemailer'
import { drain } from './drain.ts'
import { renderMail, type OutboxMail } from './mails.tsx'

const BATCH_SIZE = 25
/** Stay well inside the Edge Runtime's wall clock: no batch is claimed after this. */
const RUN_BUDGET_MS = 25_000
/** A claimed mail not reported within this is taken as interrupted (and never resent on its own). */
const LEASE_SECONDS = Number(Deno.env.get('MAIL_LEASE_SECONDS') ?? 120)

function setting(name: string, fallback?: string): string {
  const value = Deno.env.get(name) ?? fallback
  if (!value) throw new Error(`send-emails: the ${name} secret is not set`)
  return value
}

Deno.serve(async (req) => {
  if (req.method !== 'POST') return Response.json({ error: 'Use POST.' }, { status: 405 })
  const serviceKey = setting('SUPABASE_SERVICE_ROLE_KEY')
  const token = req.headers.get('Authorization')?.replace(/^Bearer\s+/i, '')
  if (token !== serviceKey) {
    return Response.json({ error: 'Only the service role may send the shop’s mail.' }, { status: 403 })
  }

  const db = createClient(setting('SUPABASE_URL'), serviceKey, { auth: { persistSession: false } })
  const port = Number(setting('SMTP_PORT', '587'))
  const user = Deno.env.get('SMTP_USER')
  const transport = nodemailer.createTransport({
    host: setting('SMTP_HOST'),
    port,
    secure: port === 465,
    auth: user ? { user, pass: Deno.env.get('SMTP_PASS') ?? '' } : undefined,
    pool: true,
    maxConnections: 2,
  })
  const from = setting('MAIL_FROM', 'CasaBite <orders@casabite.test>')
  const siteUrl = setting('SITE_URL')

  try {
    const result = await drain({
      batchSize: BATCH_SIZE,
      deadline: Date.now() + RUN_BUDGET_MS,
      async claim(limit) {
        const { data, error } = await db.rpc('claim_emails', { p_limit: limit, p_lease_seconds: LEASE_SECONDS })
        if (error) throw new Error(`claim_emails: ${error.message}`)
        return (data ?? []) as OutboxMail[]
      },
      async complete(id, failure) {
        const { error } = await db.rpc('complete_email', { p_id: id, ...(failure ? { p_error: failure } : {}) })
        if (error) throw new Error(`complete_email ${id}: ${error.message}`)
      },
      render: (mail) => renderMail(mail, siteUrl),
      async send(to, mail) {
        await transport.sendMail({ from, to, subject: mail.subject, html: mail.html, text: mail.text })
      },
    })
    if (result.failed > 0) console.error(`send-emails: ${result.failed} mail(s) failed; they retry later`)
    return Response.json(result)
  } finally {
    transport.close()
  }
})
