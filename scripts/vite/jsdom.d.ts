// jsdom ships no types, and @types/jsdom opens with `/// <reference lib="dom" />`, which would give every Node
// file of this project the browser's globals. What the prerender (prerender.ts) uses of it:
declare module 'jsdom' {
  export interface DOMWindow extends Record<string, unknown> {
    close(): void
  }
  export class JSDOM {
    constructor(html?: string, options?: { url?: string })
    readonly window: DOMWindow
    reconfigure(settings: { url?: string }): void
  }
}
