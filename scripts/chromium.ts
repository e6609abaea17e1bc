/** Debian's Chromium (apt-get install chromium); browsers are never downloaded on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags every launch needs here: as root Chromium refuses to start without --no-sandbox; there is
 * no GPU; and the closed network refuses Chromium's background connections, so none are made.
 * Playwright adds headless mode itself; chrome-launcher needs `--headless=new` added.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
