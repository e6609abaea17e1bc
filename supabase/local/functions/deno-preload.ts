// Loaded by Deno (`deno run --preload`) before a function's index.ts; never by Node. Supabase's Edge
// Runtime ignores the port a function asks `Deno.serve` for and hands it requests itself; here every
// function's server listens on a free loopback port instead and tells the stack which one on stdout.

interface ServeOptions {
  port?: number
  hostname?: string
  onListen?: (addr: { port: number }) => void
  handler?: unknown
}
declare const Deno: {
  serve: (options: ServeOptions, handler?: unknown) => unknown
  readonly ppid: number
  exit(code?: number): never
  unrefTimer(id: ReturnType<typeof setInterval>): void
}

const LISTENING_MARKER = '__casabite_function_listening__'
const serve = Deno.serve.bind(Deno)

// The stack kills its functions when it closes; should it die without closing, its functions follow it
// rather than hold their ports for ever (an orphan's parent becomes another process).
const stack = Deno.ppid
const watchdog = setInterval(() => {
  if (Deno.ppid !== stack) Deno.exit(0)
}, 1000)
Deno.unrefTimer(watchdog)

Deno.serve = (first: ServeOptions | ((...args: never[]) => unknown), second?: unknown) => {
  const options: ServeOptions = typeof first === 'function' ? {} : first
  const handler = typeof first === 'function' ? first : (second ?? options.handler)
  return serve(
    {
      ...options,
      handler: undefined,
      port: 0,
      hostname: '127.0.0.1',
      onListen: ({ port }) => console.log(`${LISTENING_MARKER} ${port}`),
    },
    handler,
  )
}
