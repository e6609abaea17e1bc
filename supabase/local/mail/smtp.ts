import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import { parseMail, type Envelope } from './parse.ts'
import type { NewMail } from './store.ts'

/** The Supabase CLI's SMTP port for its mail catcher ([inbucket] smtp_port). */
export const DEFAULT_SMTP_PORT = 54325
const MAX_MAIL_BYTES = 10 * 1024 * 1024

export interface SmtpOptions {
  host: string
  port: number
  /** When the port is taken, listen on a free one instead of failing. */
  fallback: boolean
  /** Keeps a received mail; the client hears 250 only once it resolves. */
  receive(mail: NewMail): Promise<void>
  onError(error: Error): void
}

export interface SmtpServer {
  port: number
  close(): Promise<void>
}

/**
 * A mail catcher, as Mailpit is for the Supabase CLI: plain SMTP on loopback, any credentials or
 * none, every message to every address accepted and kept, nothing relayed.
 */
export async function startSmtp(options: SmtpOptions): Promise<SmtpServer> {
  const storing = new Set<Promise<void>>()
  let listening = false
  const server = new SMTPServer({
    name: 'casabite.local',
    banner: 'CasaBite local stack: mail lands in /inbox',
    logger: false,
    // Every client is on this machine; a reverse DNS lookup per connection would only cost time.
    disableReverseLookup: true,
    // No certificate worth the name: offering STARTTLS would only make clients use a known key.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MAIL_BYTES,
    // On close, sessions still open get a 421 after this long; mails being stored are awaited below.
    closeTimeout: 250,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' })
    },
    onData(stream, session, callback) {
      const work = receive(stream, session, options).then(
        () => callback(),
        (e: unknown) => callback(e instanceof Error ? e : new Error(String(e))),
      )
      storing.add(work)
      void work.finally(() => storing.delete(work))
    },
  })
  // A client that resets or times out surfaces here; without a listener it would end the process.
  server.on('error', (e) => {
    if (listening) options.onError(e)
  })

  const port = await listen(server, options).catch(async (e: unknown) => {
    if (!(options.fallback && isAddressInUse(e))) throw e
    return listen(server, { ...options, port: 0 })
  })
  listening = true
  return {
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await Promise.allSettled([...storing])
    },
  }
}

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession, options: SmtpOptions) {
  const envelope: Envelope = {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    to: session.envelope.rcptTo.map((r) => r.address),
  }
  const mail = await parseMail(stream, envelope)
  if (stream.sizeExceeded) {
    throw Object.assign(new Error(`Message exceeds the maximum size of ${MAX_MAIL_BYTES} bytes`), {
      responseCode: 552,
    })
  }
  await options.receive(mail)
}

function listen(server: SMTPServer, { port, host }: { port: number; host: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const net = server.server
    net.once('error', reject)
    net.listen(port, host, () => {
      net.off('error', reject)
      resolve((net.address() as AddressInfo).port)
    })
  })
}

function isAddressInUse(e: unknown): boolean {
  return e instanceof Error && 'code' in e && e.code === 'EADDRINUSE'
}
