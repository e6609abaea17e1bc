type ClassValue = string | false | null | undefined | 0

/**
 * Joins the truthy class names: `cn('px-4', isActive && 'font-bold')`.
 * No conflict merging (tailwind-merge is not installed): callers must not pass two utilities for one property.
 */
export function cn(...classes: readonly ClassValue[]): string {
  return classes.filter(Boolean).join(' ')
}
