import { useToastStore } from './toast'

/**
 * Dismisses the page-bound toasts (visible or waiting) queued on any page other than this path. Apart
 * from the store: only the toaster calls it, and the toaster loads with the first toast, not with the page.
 */
export function keepPageToasts(path: string): void {
  useToastStore.setState(({ queue }) =>
    queue.every((t) => !t.pageBound || t.path === path)
      ? { queue }
      : { queue: queue.filter((t) => !t.pageBound || t.path === path) },
  )
}
