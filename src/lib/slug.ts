// Apart from the forms' schemas: the product list's delete button names photos by slug without loading zod.

/** The spec's slug rule (products and blog posts alike): lowercased, whitespace runs become hyphens, anything but a-z, 0-9 and hyphen dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
}

/** A slug made from a title: the slug rule, then no doubled, leading or trailing hyphens (what a URL wants). */
export function slugFromTitle(title: string): string {
  return slugify(title.trim()).replace(/-{2,}/g, '-').replace(/^-|-$/g, '')
}
