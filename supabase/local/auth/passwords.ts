import bcrypt from 'bcryptjs'
import { AuthError, unprocessable } from './errors.ts'

export const MIN_PASSWORD_LENGTH = 6
// bcrypt ignores everything after 72 bytes, so GoTrue refuses longer passwords outright.
const MAX_PASSWORD_BYTES = 72
const BCRYPT_COST = 10

/** GoTrue's strength check with the CLI defaults (length only, no character classes). */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw unprocessable('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'], message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.` },
    })
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

/** True when `password` matches a bcrypt hash: ours ($2b$), GoTrue's and pgcrypto's ($2a$), PHP's ($2y$). */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false
  try {
    return await bcrypt.compare(password, hash.replace(/^\$2y\$/, '$2b$'))
  } catch {
    return false
  }
}
