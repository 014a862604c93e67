import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { createSecretBox, isSealed, SecretBoxError } from './secret-box'

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

describe('the secret box', () => {
  it('seals under a new IV each time, as v1:<iv>:<tag>:<ciphertext>, and opens again', () => {
    const box = createSecretBox(randomBytes(32))
    const first = box.seal(secret)
    const second = box.seal(secret)
    expect(first).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain(secret)
    expect(isSealed(first)).toBe(true)
    expect(isSealed(secret)).toBe(false)
    expect(box.open(first)).toBe(secret)
    expect(box.open(second)).toBe(secret)
  })

  it('refuses an altered ciphertext, tag or IV', () => {
    const box = createSecretBox(randomBytes(32))
    const [version, iv, tag, ciphertext] = box.seal(secret).split(':') as [
      string,
      string,
      string,
      string,
    ]
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url')
      bytes[0] = (bytes[0] ?? 0) ^ 1
      return bytes.toString('base64url')
    }
    for (const altered of [
      [version, iv, tag, flip(ciphertext)],
      [version, iv, flip(tag), ciphertext],
      [version, flip(iv), tag, ciphertext],
    ]) {
      expect(() => box.open(altered.join(':'))).toThrow(SecretBoxError)
    }
    expect(() => box.open(`${version}:${iv}:${tag.slice(0, 8)}:${ciphertext}`)).toThrow(
      SecretBoxError,
    )
  })

  it('refuses a value sealed under another key, and a plain or unknown one', () => {
    const sealed = createSecretBox(randomBytes(32)).seal(secret)
    const other = createSecretBox(randomBytes(32))
    expect(() => other.open(sealed)).toThrow(/sealed under another STAFF_SECRET_KEY/)
    expect(() => other.open(secret)).toThrow(SecretBoxError)
    expect(() => other.open(sealed.replace(/^v1:/, 'v2:'))).toThrow(SecretBoxError)
  })

  it('takes only a key of 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(RangeError)
  })
})
