import { randomBytes } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'

import { hashToken } from '../accounts/tokens'

/** The name authenticator apps show beside the account. */
export const totpIssuer = 'Comptoir'

/** A new base32 TOTP secret (160 bits). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

/** The `otpauth://` address an authenticator app reads (as a QR code or typed). */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: totpIssuer, label: email, secret })
}

/**
 * The time step of a valid code, or null. A few seconds of clock drift either way are accepted;
 * a step at or before `lastStep` is refused, so a code is never taken twice.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const result = await verify({
    secret,
    token,
    epochTolerance: 5,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

/** How many recovery codes a staff member gets. */
export const recoveryCodeCount = 10

/** New recovery codes (`abcde-fghij`, about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const bytes = randomBytes(10)
    const letters = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length])
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`
  })
}

/** The one stored form of a recovery code: lower case, without spaces or dash, hashed. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ''))
}
