// Apart from the form's schema: the list's delete button names photos by slug without loading zod.

/** The slug rule: lowercased, whitespace runs become hyphens, anything but a-z, 0-9 and hyphen dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
}
