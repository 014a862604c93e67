import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** Seals secrets kept in the database (staff TOTP secrets) with AES-256-GCM under one key. */
export interface SecretBox {
  /** `v1:<iv>:<tag>:<ciphertext>` (base64url), with a new random IV each time. */
  seal(plain: string): string
  /**
   * The plain secret of a sealed one.
   *
   * @throws SecretBoxError when it is not sealed, was altered, or was sealed under another key
   */
  open(sealed: string): string
}

/** A stored secret that cannot be opened: another key, an altered value, or not sealed at all. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SecretBoxError'
  }
}

/** The format of the sealed values; another version (a new key or cipher) can come beside it. */
const version = 'v1'
const algorithm = 'aes-256-gcm'
const ivBytes = 12
const tagBytes = 16

/** The byte length of a key. */
export const secretKeyBytes = 32

/** How every value sealed in the current format starts. */
export const sealedPrefix = `${version}:`

/** Whether a stored value is sealed (`v1:…`) rather than a plain secret from before sealing. */
export function isSealed(stored: string): boolean {
  return stored.startsWith(sealedPrefix)
}

/** A box sealing under `key` (32 bytes). */
export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== secretKeyBytes) {
    throw new RangeError(`a secret key has ${String(secretKeyBytes)} bytes`)
  }
  const secretKey = Buffer.from(key)
  return {
    seal(plain) {
      const iv = randomBytes(ivBytes)
      const cipher = createCipheriv(algorithm, secretKey, iv, { authTagLength: tagBytes })
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [
        version,
        ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')),
      ].join(':')
    },
    open(sealed) {
      const parts = sealed.split(':')
      if (parts.length !== 4 || parts[0] !== version) {
        throw new SecretBoxError('the stored secret is not sealed in a known format')
      }
      const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url'))
      if (iv?.length !== ivBytes || tag?.length !== tagBytes || !ciphertext) {
        throw new SecretBoxError('the stored secret is not sealed in a known format')
      }
      const decipher = createDecipheriv(algorithm, secretKey, iv, { authTagLength: tagBytes })
      decipher.setAuthTag(tag)
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
      } catch {
        throw new SecretBoxError(
          'the stored secret cannot be opened: it was altered, or sealed under another STAFF_SECRET_KEY',
        )
      }
    },
  }
}
