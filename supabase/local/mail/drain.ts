import type { Database } from '../db/index.ts'

/**
 * What Supabase Cron does for a hosted project (README, "Deploy to hosted Supabase"), and more promptly:
 * calls the send-emails function every `intervalMs`, and right after a transaction that queued a mail
 * commits (private.queue_email NOTIFYs `email_outbox`, delivered on commit). Runs never overlap: a
 * call asked for while one runs happens once, after it.
 */
export interface MailDrainOptions {
  db: Database
  /** One run of the drain (the POST to /functions/v1/send-emails). */
  run(): Promise<void>
  intervalMs: number
  emit(event: string, fields?: Record<string, unknown>): void
}

export interface MailDrain {
  close(): Promise<void>
}

export const OUTBOX_CHANNEL = 'email_outbox'

export async function startMailDrain({ db, run, intervalMs, emit }: MailDrainOptions): Promise<MailDrain> {
  let running: Promise<void> | undefined
  let again = false
  let closed = false

  const drain = async () => {
    do {
      again = false
      await run().catch((error: unknown) =>
        emit('warning', { surface: 'mail', message: `send-emails: ${error instanceof Error ? error.message : error}` }),
      )
    } while (again && !closed)
  }
  const schedule = () => {
    if (closed) return
    if (running) {
      again = true
      return
    }
    running = drain().finally(() => (running = undefined))
  }

  const unlisten = await db.listen(OUTBOX_CHANNEL, schedule)
  const timer = setInterval(schedule, intervalMs)
  timer.unref()
  schedule()
  return {
    async close() {
      closed = true
      clearInterval(timer)
      await unlisten().catch(() => {})
      await running
    },
  }
}

/** The drain's run: the send-emails function, called as Supabase Cron calls it (the service role's key). */
export function invokeSendEmails(url: string, serviceRoleKey: string): () => Promise<void> {
  return async () => {
    const response = await fetch(`${url}/functions/v1/send-emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${serviceRoleKey}`,
        apikey: serviceRoleKey,
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`)
  }
}
