import { createHash, createHmac, randomBytes } from 'node:crypto'

/** 32 random bytes: 256 bits from the system's CSPRNG. */
const tokenBytes = 32
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A new opaque token (base64url, 43 characters). */
export function generateToken(): string {
  return randomBytes(tokenBytes).toString('base64url')
}

/** The SHA-256 of a token (hex): the only form in which tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * A token derived from a secret the caller holds (a token of this server) and what it is for: the
 * same inputs always give the same token, and the stored hash of the secret does not give it.
 */
export function deriveToken(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url')
}

/** Tells whether a string has the shape of a token this server issues (saves a lookup). */
export function isWellFormedToken(value: string): boolean {
  return tokenPattern.test(value)
}

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)
  const token = match?.[1]
  return token && isWellFormedToken(token) ? token : null
}
