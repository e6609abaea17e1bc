import { createHash, randomInt, randomUUID } from 'node:crypto'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** An opaque refresh token like GoTrue's (12 random alphanumeric characters). */
export function randomRefreshToken(length = 12): string {
  let s = ''
  for (let i = 0; i < length; i++) s += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]
  return s
}

/** The six-digit code a mail carries besides its link. */
export function randomOtp(): string {
  return String(randomInt(1_000_000)).padStart(6, '0')
}

/**
 * GoTrue stores and links only a hash of address + code, so the database never holds a usable code
 * and POST /verify can accept either the code (with the address) or the hash.
 */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

export const newId = (): string => randomUUID()

/** GoTrue writes this instance id into every row it creates. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'
