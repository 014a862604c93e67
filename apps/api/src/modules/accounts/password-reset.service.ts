import { isLocale } from '@comptoir/i18n/locales'
import { validateInput } from '@comptoir/validation/validate'
import { forgotPasswordSchema } from '@comptoir/validation/schemas/forgot-password'
import { resetPasswordSchema } from '@comptoir/validation/schemas/reset-password'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { RateLimiter, RateLimits } from '../../rate-limit/limiter'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { passwordResetMail } from '../mail/templates'
import { accountError, rateLimitedError } from './account-errors'
import { findUserByEmail, normalizeEmail, type Caller } from './users'
import { overLimit } from '../../rate-limit/limiter'
import type { PasswordHasher } from './passwords'
import { revokeUserSessions } from './sessions.service'
import { generateToken, hashToken, isWellFormedToken } from './tokens'

/** A reset link works for one hour, once. */
export const resetTokenLifetimeMs = 60 * 60 * 1000

export interface PasswordResetDeps {
  db: Database
  hasher: PasswordHasher
  limiter: RateLimiter
  limits: RateLimits
  mail: MailDispatcher
  logger: Logger
  /** Origin of the shop; reset links always point there, never to the request's Host. */
  publicUrl: string
  /** Every reset request answers after at least this long, whether the account exists or not. */
  requestMinimumMs: number
  /** Called once sessions of a user were revoked (open sockets re-check theirs). */
  onSessionsChanged: (userId: string) => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Password recovery: ask for a link (same answer for any address), then use it once. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, hasher, limiter, limits, logger } = deps

  async function issueResetLink(email: string): Promise<boolean> {
    const user = await findUserByEmail(db, email)
    if (!user) return false
    const token = generateToken()
    const link = `${deps.publicUrl}/reset-pwd?token=${token}`
    const locale = isLocale(user.locale) ? user.locale : 'en'
    const now = new Date()
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + resetTokenLifetimeMs),
      })
      await enqueueMail(tx, passwordResetMail(user.email, user.name, link, locale))
    })
    return true
  }

  async function requestPasswordReset(input: unknown, caller: Caller): Promise<Outcome<true>> {
    const started = Date.now()
    const checked = validateInput(forgotPasswordSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email } = checked.value
    const wait = await overLimit(limiter, [
      [`reset:ip:${caller.ip}`, limits.resetPerAddress],
      [`reset:account:${normalizeEmail(email)}`, limits.resetPerAccount],
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    if (await issueResetLink(email)) {
      deps.mail.flush().catch((error: unknown) => {
        logger.error({ err: error }, 'the reset e-mail could not be dispatched')
      })
    }
    await sleep(deps.requestMinimumMs - (Date.now() - started))
    return success(true)
  }

  async function resetPassword(
    token: string,
    passwords: unknown,
    caller: Caller,
  ): Promise<Outcome<true>> {
    const wait = await overLimit(limiter, [[`reset-use:ip:${caller.ip}`, limits.resetPerAddress]])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const checked = validateInput(resetPasswordSchema, passwords, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    if (!isWellFormedToken(token)) {
      return failure([accountError('invalid_token', 'token', caller.locale)])
    }
    const passwordHash = await hasher.hash(checked.value.password)
    const now = new Date()
    const done = await db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId })
      if (!used) return false
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId))
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)))
      await revokeUserSessions(tx, used.userId)
      return used.userId
    })
    if (!done) return failure([accountError('invalid_token', 'token', caller.locale)])
    await deps.onSessionsChanged(done)
    return success(true)
  }

  return { requestPasswordReset, resetPassword }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
