// One run of the drain: claim a batch, render and send each mail, report each outcome, until the
// outbox has nothing due or the time is up. The database decides what is due and keeps every mail
// at most once (see 20261127000700_create_email_outbox.sql); this only does what SQL cannot: SMTP.
import type { OutboxMail, RenderedMail } from './mails.tsx'

export interface DrainDeps {
  claim(limit: number): Promise<OutboxMail[]>
  /** Reports a mail sent (no error) or failed. */
  complete(id: number, error?: string): Promise<void>
  render(mail: OutboxMail): Promise<RenderedMail>
  send(to: string, mail: RenderedMail): Promise<void>
  /** Mails claimed at a time. */
  batchSize: number
  /** No new batch is claimed after this time (ms since the epoch): a run ends well inside its wall clock. */
  deadline: number
  now?: () => number
}

export interface DrainResult {
  sent: number
  failed: number
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Unknown error'

export async function drain(deps: DrainDeps): Promise<DrainResult> {
  const now = deps.now ?? Date.now
  const result: DrainResult = { sent: 0, failed: 0 }
  while (now() < deps.deadline) {
    const batch = await deps.claim(deps.batchSize)
    if (batch.length === 0) break
    for (const mail of batch) {
      let error: string | undefined
      try {
        await deps.send(mail.recipient, await deps.render(mail))
      } catch (cause) {
        error = describe(cause)
      }
      await deps.complete(mail.id, error)
      if (error) result.failed++
      else result.sent++
    }
  }
  return result
}
