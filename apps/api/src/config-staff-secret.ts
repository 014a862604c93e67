import { createHash } from 'node:crypto'

import { z } from 'zod'

const secretKeyBytes = 32

/** Whether an origin is this machine's (`localhost`, `*.localhost`, a loopback address). */
export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin)
  return /^(localhost|.+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname)
}

/** The 32 bytes of a key written in hex (64 digits) or base64 (base64url too), or null. */
export function parseSecretKey(text: string): Buffer | null {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
  return key.length === secretKeyBytes ? key : null
}

/**
 * The key of the demo (`npm start` on localhost), public like the demo owner's secret: fixed so
 * that the seeded owner's secret opens after every restart. Never used for a back office on a
 * real host.
 */
export const demoStaffSecretKey = createHash('sha256')
  .update('comptoir demo staff secret key')
  .digest()

/** The key sealing the staff's TOTP secrets in the database. */
export interface StaffSecretKey {
  key: Buffer
  /** True while the demo key is in use (no STAFF_SECRET_KEY, back office on localhost). */
  demo: boolean
}

const empty = (value: unknown) => (value === '' ? undefined : value)

/** The environment variable of {@link StaffSecretKey}, part of the configuration's schema. */
export const staffSecretVariables = {
  STAFF_SECRET_KEY: z.preprocess(
    empty,
    z
      .string()
      .refine((value) => parseSecretKey(value) !== null, {
        message:
          'must be 32 random bytes in base64 or hex, such as the output of `openssl rand -base64 32`',
      })
      .optional(),
  ),
}

/**
 * The key: STAFF_SECRET_KEY, else the demo key where the back office is local (as the demo owner
 * is seeded); a back office on a real host without one is refused.
 */
export function staffSecretKey(
  value: string | undefined,
  adminUrl: string,
): StaffSecretKey | { problem: string } {
  const key = value === undefined ? null : parseSecretKey(value)
  if (key) return { key, demo: false }
  if (isLocalOrigin(adminUrl)) return { key: demoStaffSecretKey, demo: true }
  return {
    problem: `STAFF_SECRET_KEY must be set when the back office is served on a real host (ADMIN_URL ${adminUrl}): 32 random bytes in base64 or hex, such as the output of \`openssl rand -base64 32\``,
  }
}
