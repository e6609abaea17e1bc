import type { StoredMail } from './store.ts'

// The inbox as a developer reads it, as Mailpit gives it to the Supabase CLI: plain server-rendered
// HTML, no script at all. Everything a mail says is escaped; its HTML part only ever runs inside a
// sandboxed iframe (no scripts, an opaque origin) under the page's CSP, which srcdoc inherits.

/** No script anywhere; the mails' own styles and images may show, forms may not post. */
export const INBOX_CSP =
  "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; " +
  "form-action 'none'; frame-ancestors 'none'"

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1f2328; background: #fff; }
  main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
  p { margin: .25rem 0 1rem; color: #57606a; }
  a { color: #0550ae; }
  a:focus-visible, summary:focus-visible { outline: 3px solid #0550ae; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #57606a; padding-bottom: .5rem; }
  th, td { text-align: left; vertical-align: top; padding: .5rem; border-bottom: 1px solid #d0d7de; }
  td { overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 1rem 0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 32rem; border: 1px solid #d0d7de; resize: vertical; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 1rem; border: 1px solid #d0d7de; }
  .kind { font-family: ui-monospace, monospace; font-size: .875rem; white-space: nowrap; }
  td:first-child { white-space: nowrap; }
`

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

const when = (date: Date) =>
  `<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>`

export interface ListContext {
  /** Where the stack's SMTP port listens, e.g. 127.0.0.1:54325. */
  smtp: string
  limit: number
}

export function renderList(mails: StoredMail[], { smtp, limit }: ListContext): string {
  const rows = mails
    .map(
      (m) => `<tr>
<td>${when(m.created_at)}</td>
<td><a href="/inbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td>${escapeHtml(m.to)}</td>
<td>${escapeHtml(m.from ?? '')}</td>
<td class="kind">${escapeHtml(m.kind)}</td>
</tr>`,
    )
    .join('\n')
  const table = mails.length
    ? `<table>
<caption>The newest ${mails.length === limit ? `${limit} mails` : mails.length === 1 ? 'mail' : `${mails.length} mails`} first</caption>
<thead><tr><th scope="col">Received</th><th scope="col">Subject</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Kind</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail yet.</p>'
  return layout(
    'Inbox · CasaBite local stack',
    `<h1>Inbox</h1>
<p>Every mail the local stack sends or receives on SMTP ${escapeHtml(smtp)}. Reload for new ones; <a href="/inbox?format=json">the same as JSON</a> (what <code>GET /inbox</code> answers any client that does not ask for HTML).</p>
${table}`,
  )
}

export function renderMail(mail: StoredMail): string {
  const link = mail.link ? `<dt>Link</dt><dd>${anchor(mail.link)}</dd>` : ''
  const html =
    mail.html === null
      ? ''
      : `<h2>HTML part</h2>
<iframe title="HTML part of the mail" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(framed(mail.html))}"></iframe>`
  const text = mail.body ? `<h2>Text part</h2>\n<pre>${linkify(mail.body)}</pre>` : ''
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n')
  return layout(
    `${mail.subject || '(no subject)'} · Inbox`,
    `<p><a href="/inbox/">All mail</a></p>
<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(mail.from ?? '(none)')}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
${mail.date ? `<dt>Date</dt><dd>${when(mail.date)}</dd>` : ''}
<dt>Received</dt><dd>${when(mail.created_at)}</dd>
<dt>Kind</dt><dd class="kind">${escapeHtml(mail.kind)}</dd>
${link}
</dl>
${html}
${text}
${headers ? `<details><summary>Headers</summary>\n<table>\n${headers}\n</table>\n</details>` : ''}`,
  )
}

export function renderNotFound(): string {
  return layout('No such mail · Inbox', `<h1>No such mail</h1>\n<p><a href="/inbox/">All mail</a></p>`)
}

function anchor(url: string): string {
  const href = escapeHtml(url)
  return `<a href="${href}" target="_blank" rel="noopener noreferrer">${href}</a>`
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/gi

/** Text with its http(s) URLs as links, everything escaped. */
export function linkify(text: string): string {
  let out = ''
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    out += escapeHtml(text.slice(last, match.index)) + anchor(match[0])
    last = match.index + match[0].length
  }
  return out + escapeHtml(text.slice(last))
}

/** Links in the mail open a new tab: inside the sandbox they would load into the frame. */
function framed(html: string): string {
  const base = '<base target="_blank">'
  const head = html.match(/<head\b[^>]*>/i)
  if (head) return html.replace(head[0], () => `${head[0]}${base}`)
  const doctype = html.match(/^\s*<!doctype[^>]*>/i)
  return doctype ? `${doctype[0]}${base}${html.slice(doctype[0].length)}` : `${base}${html}`
}
