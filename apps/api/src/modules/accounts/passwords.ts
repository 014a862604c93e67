import { hash, verify } from '@node-rs/argon2'

/** Argon2id cost. */
export interface PasswordHashingCost {
  /** KiB of memory. */
  memoryCost: number
  timeCost: number
  parallelism: number
}

/** The OWASP Password Storage minimum for Argon2id: 19 MiB, 2 iterations, 1 lane. */
export const owaspMinimumCost: PasswordHashingCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** Checks a password against a stored hash. */
  verify(passwordHash: string, password: string): Promise<boolean>
  /** Spends the same time as `verify` when there is no account, so answers do not tell. */
  verifyNothing(password: string): Promise<false>
}

/** Argon2id hashing (the library's default algorithm) at the given cost. */
export function createPasswordHasher(cost: PasswordHashingCost = owaspMinimumCost): PasswordHasher {
  let dummyHash: Promise<string> | null = null
  return {
    hash: (password) => hash(password, cost),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password)
      } catch {
        return false
      }
    },
    async verifyNothing(password) {
      dummyHash ??= hash('comptoir-no-such-account', cost)
      await verify(await dummyHash, password)
      return false
    },
  }
}
