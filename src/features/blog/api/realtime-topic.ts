let counter = 0

/**
 * A topic of its own for every subscription. supabase-js hands back an existing channel for a known
 * topic, and one that is still leaving (StrictMode's unmount and remount, or a fast route change)
 * refuses new `.on()` callbacks.
 */
export function nextTopic(name: string): string {
  counter += 1
  return `${name}:${counter}`
}
