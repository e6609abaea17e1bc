import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

// TOTP as GoTrue runs it (pquerna/otp): RFC 6238, SHA1, 6 digits, 30 s, and one step of clock skew
// either way; a 20-byte secret in base32.

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// URI an authenticator app reads (key.URL()). */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString()
}

export function totpCodeIsValid(secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false
  return totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null
}

/** The enrol response's QR code: a bare SVG document, as GoTrue answers it (auth-js adds the data: prefix). */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 })
}
