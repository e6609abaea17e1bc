import { cn } from '@/lib/cn'

/** `light` on white cards (the contact form); `dark` in the ink footer (the newsletter), beside a button. */
export type FieldTone = 'light' | 'dark'

const base = 'w-full border bg-white px-4 text-ink placeholder:text-ink-muted aria-invalid:border-danger-700'

const tones: Record<FieldTone, string> = {
  light: 'mt-1.5 block rounded-xl border-ink-muted/40 py-2.5 aria-invalid:ring-1 aria-invalid:ring-danger-700',
  dark: 'min-h-11 min-w-0 flex-1 rounded-full border-cream/40',
}

/** Class names for a text input, select or textarea; `aria-invalid` draws its error state. */
export function controlClass(tone: FieldTone = 'light', className?: string): string {
  return cn(base, tones[tone], className)
}
