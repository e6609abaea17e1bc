import { TOAST_DURATION, type ToastInput } from '@/stores/toast'

/** The start-up connection check's toasts (spec §8), with the spec's titles and durations. */
export const CONNECTION_TOASTS = {
  /** Development builds only (a shopper has no use for it). */
  connected: { title: 'Supabase Connected', duration: TOAST_DURATION.short },
  clientNotReady: {
    title: 'Supabase Client Not Ready',
    description: 'The client failed to initialize. Please check the configuration.',
    duration: TOAST_DURATION.long,
  },
} as const satisfies Record<string, ToastInput>

export function connectionIssueToast(message: string): ToastInput {
  return {
    title: 'Supabase Connection Issue',
    description: `Could not verify connection: ${message}`,
    variant: 'destructive',
    // About the shop, not the page it was checked on.
    pageBound: false,
    duration: TOAST_DURATION.long,
  }
}
