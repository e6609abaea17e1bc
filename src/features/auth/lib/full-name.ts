export interface NameParts {
  firstName: string
  lastName: string
}

/**
 * The profile's first and last name from the one full-name field of sign-up: the first word is the
 * first name, the rest (single-spaced) the last name. "Cher" has no last name; "Mary Ann van der Berg"
 * gives "Mary" and "Ann van der Berg".
 */
export function splitFullName(fullName: string): NameParts {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean)
  return { firstName, lastName: rest.join(' ') }
}

/** The full name single-spaced and trimmed, as it is saved. */
export function normalizeFullName(fullName: string): string {
  return fullName.trim().split(/\s+/).filter(Boolean).join(' ')
}
