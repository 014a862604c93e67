import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { validateInput } from '@comptoir/validation/validate'
import { forgotPasswordSchema } from '@comptoir/validation/schemas/forgot-password'
import { resetPasswordSchema } from '@comptoir/validation/schemas/reset-password'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { passwordResetTokens, users } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { RateLimiter, RateLimits } from '../../rate-limit/limiter'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { passwordResetMail } from '../mail/templates'
import { accountError, rateLimitedError } from './account-errors'
import { findUserByEmail, normalizeEmail, type Caller } from './users'
import { overLimit } from '../../rate-limit/limiter'
import type { PasswordHasher } from './passwords'
import { createSession, revokeUserSessions, type IssuedSession } from './sessions.service'
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
  /** Origin of the shop; reset links point there (never to the request's Host)… */
  publicUrl: string
  /** …or, for an ambassador asking from the portal, to the portal's origin. */
  ambassadorUrl: string
  /** Whether an account has an ambassador profile (the programme's answer, wired in services.ts). */
  hasAmbassadorProfile: (userId: string) => Promise<boolean>
  /** Why an account may not sign in to the ambassador area, or null when it may. */
  ambassadorSignInRefusal: (userId: string, locale: Locale) => Promise<FieldError | null>
  /** Every reset request answers after at least this long, whether the account exists or not. */
  requestMinimumMs: number
  /** Called once sessions of a user were revoked (open sockets re-check theirs). */
  onSessionsChanged: (userId: string) => Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Where a reset is asked for and its link opens: the shop, or the ambassador portal. */
export type ResetSpace = 'shop' | 'ambassador'

/** Password recovery: ask for a link (same answer for any address), then use it once. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, hasher, limiter, limits, logger } = deps

  /** The origin a user's link opens: the portal for an ambassador asking from it, else the shop. */
  async function linkOrigin(userId: string, space: ResetSpace): Promise<string> {
    return space === 'ambassador' && (await deps.hasAmbassadorProfile(userId))
      ? deps.ambassadorUrl
      : deps.publicUrl
  }

  async function issueResetLink(email: string, space: ResetSpace): Promise<boolean> {
    const user = await findUserByEmail(db, email)
    if (!user) return false
    const token = generateToken()
    const link = `${await linkOrigin(user.id, space)}/reset-pwd?token=${token}`
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

  async function requestPasswordReset(
    input: unknown,
    caller: Caller,
    space: ResetSpace = 'shop',
  ): Promise<Outcome<true>> {
    const started = Date.now()
    const checked = validateInput(forgotPasswordSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email } = checked.value
    // Per address only: a stranger asking for the owner's link is refused at their address,
    // never the owner at theirs.
    const wait = await overLimit(limiter, [
      [`reset:ip:${caller.ip}`, limits.resetPerAddress],
      [`reset:account-ip:${normalizeEmail(email)}:${caller.ip}`, limits.resetPerAccountAndAddress],
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    if (await issueResetLink(email, space)) {
      deps.mail.flush().catch((error: unknown) => {
        logger.error({ err: error }, 'the reset e-mail could not be dispatched')
      })
    }
    await sleep(deps.requestMinimumMs - (Date.now() - started))
    return success(true)
  }

  /** Sets the password of a reset link's account and ends its sessions; the account's id. */
  async function useResetLink(
    token: string,
    passwords: unknown,
    caller: Caller,
  ): Promise<Outcome<string>> {
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
    return success(done)
  }

  async function resetPassword(
    token: string,
    passwords: unknown,
    caller: Caller,
  ): Promise<Outcome<true>> {
    const outcome = await useResetLink(token, passwords, caller)
    return outcome.ok ? success(true) : outcome
  }

  /**
   * The portal's reset: sets the password, then signs the ambassador in to the portal (a new
   * session); no session when the account may not sign in there (they are told at sign-in).
   */
  async function resetAmbassadorPassword(
    token: string,
    passwords: unknown,
    caller: Caller,
  ): Promise<Outcome<IssuedSession | null>> {
    const outcome = await useResetLink(token, passwords, caller)
    if (!outcome.ok) return outcome
    if (await deps.ambassadorSignInRefusal(outcome.value, caller.locale)) return success(null)
    return success(await createSession(db, outcome.value, 'ambassador'))
  }

  return { requestPasswordReset, resetPassword, resetAmbassadorPassword }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
