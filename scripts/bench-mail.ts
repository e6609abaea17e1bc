import { performance } from 'node:perf_hooks'
import nodemailer from 'nodemailer'
import { printTable, startBenchStack } from './bench/support.ts'

// `npm run bench:mail [-- --mails 500] [-- --postgres]`: how many mails a second the stack's SMTP port
// takes from nodemailer over loopback, as the send-emails Edge Function sends them: a multipart mail
// (text and HTML, about 2 KB) each, a 250 only once the mail is parsed and stored. Timed over one
// connection (mails one after another) and over a pool of 5 connections (mails in parallel), after a
// warm-up; every mail is then counted in the store. Figures are printed; nothing is asserted.

const args = process.argv.slice(2)
const at = args.indexOf('--mails')
const MAILS = at >= 0 && Number(args[at + 1]) > 0 ? Number(args[at + 1]) : 500
const WARM_UP = 20

const html = `<!doctype html><html><body><h1>Your order CB-1001 has shipped</h1>${'<p>Smoked paprika, 100 g.</p>'.repeat(40)}<p><a href="http://127.0.0.1:5173/account/orders/CB-1001">Track it</a></p></body></html>`
const text = `Your order CB-1001 has shipped.\n${'Smoked paprika, 100 g.\n'.repeat(40)}Track it: http://127.0.0.1:5173/account/orders/CB-1001\n`

const bench = await startBenchStack(args.includes('--postgres'))
const { stack } = bench
try {
  const rows: string[][] = []
  for (const connections of [1, 5]) {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: stack.smtpPort,
      secure: false,
      pool: true,
      maxConnections: connections,
      maxMessages: Infinity,
    })
    const send = (i: number) =>
      transport.sendMail({
        from: '"CasaBite" <orders@casabite.test>',
        to: `customer-${i}@example.com`,
        subject: `Your order CB-${i} has shipped`,
        text,
        html,
      })
    const sendAll = async (count: number) => {
      let next = 0
      // As many senders as connections, each sending its next mail once the last was accepted.
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < count) await send(next++)
        }),
      )
    }
    await sendAll(WARM_UP)
    const before = await countMails()
    const started = performance.now()
    await sendAll(MAILS)
    const seconds = (performance.now() - started) / 1000
    const stored = (await countMails()) - before
    transport.close()
    rows.push([
      `${connections} connection${connections === 1 ? '' : 's'}`,
      String(MAILS),
      seconds.toFixed(2),
      (MAILS / seconds).toFixed(0),
      `${((seconds * 1000) / MAILS).toFixed(1)} ms`,
      String(stored),
    ])
  }
  printTable(
    `SMTP port to /inbox, ${bench.backend}, nodemailer over loopback, Node ${process.version}`,
    ['sender', 'mails', 'seconds', 'mails/s', 'per mail', 'stored'],
    rows,
  )
} finally {
  await bench.close()
}

async function countMails() {
  const { rows } = await stack.db.query<{ n: string }>(`select count(*)::text as n from auth.local_outbox`)
  return Number(rows[0]!.n)
}
