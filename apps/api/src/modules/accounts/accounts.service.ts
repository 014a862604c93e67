import type { Locale } from '@comptoir/i18n/locales'
import { validateInput } from '@comptoir/validation/validate'
import { changePasswordSchema } from '@comptoir/validation/schemas/change-password'
import { loginSchema } from '@comptoir/validation/schemas/login'
import { settingsSchema } from '@comptoir/validation/schemas/settings'
import { signupSchema } from '@comptoir/validation/schemas/signup'
import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import {
  overLimit,
  type RateLimiter,
  type RateLimits,
  type RateLimitRule,
} from '../../rate-limit/limiter'
import { findUserByEmail, normalizeEmail, type Caller } from './users'
import { accountError, rateLimitedError } from './account-errors'
import type { PasswordHasher } from './passwords'
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type IssuedSession,
  type SessionScope,
  type UserRecord,
  type Viewer,
} from './sessions.service'
import { isUniqueViolation } from '../../db/errors'

export interface AccountDeps {
  db: Database
  hasher: PasswordHasher
  limiter: RateLimiter
  limits: RateLimits
  /** Called once sessions of a user were revoked (open sockets re-check theirs). */
  onSessionsChanged: (userId: string) => Promise<void>
  /**
   * Why an account may not sign in to the ambassador area, or null when it may: the ambassador
   * programme's answer (it sits above accounts), wired in services.ts.
   */
  ambassadorSignInRefusal: (userId: string, locale: Locale) => Promise<FieldError | null>
}

export type { Caller }

export interface SignedIn extends IssuedSession {
  user: UserRecord
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One limiter key per step of a growing throttle. */
function steps(key: string, rules: readonly RateLimitRule[]): [string, RateLimitRule][] {
  return rules.map((rule, index) => [`${key}:${String(index)}`, rule])
}

/** Account creation, sign-in and settings of customers (and sign-in of ambassadors). */
export function createAccountsService(deps: AccountDeps) {
  const { db, hasher, limiter, limits } = deps

  async function signup(input: unknown, caller: Caller): Promise<Outcome<SignedIn>> {
    const wait = await overLimit(limiter, [[`signup:ip:${caller.ip}`, limits.signupPerAddress]])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const checked = validateInput(signupSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email, password, name, locale } = checked.value
    if (await findUserByEmail(db, email)) {
      return failure([accountError('email_taken', 'email', caller.locale)])
    }
    const passwordHash = await hasher.hash(password)
    try {
      const [user] = await db
        .insert(users)
        .values({ email: email.trim(), passwordHash, name: name.trim(), locale })
        .returning()
      if (!user) throw new Error('The account was not created')
      const session = await createSession(db, user.id, 'public')
      return success({ ...session, user })
    } catch (error) {
      if (isUniqueViolation(error)) {
        return failure([accountError('email_taken', 'email', caller.locale)])
      }
      throw error
    }
  }

  async function login(
    input: unknown,
    caller: Caller,
    scope: SessionScope,
  ): Promise<Outcome<SignedIn>> {
    const checked = validateInput(loginSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { email, password } = checked.value
    const account = normalizeEmail(email)
    const perAddress = `login:ip:${caller.ip}`
    const perAccount = `login:account:${account}`
    const perAccountAndAddress = steps(
      `login:account-ip:${account}:${caller.ip}`,
      limits.loginPerAccountAndAddress,
    )
    // Every attempt is counted before the password is checked (parallel guesses cannot slip
    // through); a right password then takes its attempt back, so only failures count. The
    // limits of the caller's address refuse; the account's, counting only attempts that got
    // past them, slows every attempt down instead, so a stranger cannot lock the owner out.
    const wait = await overLimit(limiter, [
      [perAddress, limits.loginPerAddress],
      ...perAccountAndAddress,
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    if (!(await limiter.consume(perAccount, limits.loginPerAccount)).allowed) {
      await sleep(limits.loginSlowdownMs)
    }
    const user = await findUserByEmail(db, email)
    const valid = user
      ? await hasher.verify(user.passwordHash, password)
      : await hasher.verifyNothing(password)
    if (!user || !valid) return failure([accountError('invalid_credentials', null, caller.locale)])
    await Promise.all([
      limiter.refund(perAddress),
      limiter.refund(perAccount),
      ...perAccountAndAddress.map(([key]) => limiter.reset(key)),
    ])
    if (scope === 'ambassador') {
      const refusal = await deps.ambassadorSignInRefusal(user.id, caller.locale)
      if (refusal) return failure([refusal])
    }
    const session = await createSession(db, user.id, scope)
    return success({ ...session, user })
  }

  async function updateSettings(
    viewer: Viewer,
    input: unknown,
    caller: Caller,
  ): Promise<Outcome<UserRecord>> {
    const checked = validateInput(settingsSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { name, locale, marketingConsent } = checked.value
    const [user] = await db
      .update(users)
      .set({ name: name.trim(), locale, marketingConsent, updatedAt: new Date() })
      .where(eq(users.id, viewer.user.id))
      .returning()
    if (!user) throw new Error('The account has disappeared')
    return success(user)
  }

  /**
   * Checks a signed-in user's password again before a sensitive change, throttled per account
   * and address like sign-in: the error to show on `field`, or null when it is right.
   */
  async function confirmPassword(
    viewer: Viewer,
    password: string,
    caller: Caller,
    field = 'currentPassword',
  ): Promise<FieldError | null> {
    const keys = steps(
      `password:account-ip:${viewer.user.id}:${caller.ip}`,
      limits.loginPerAccountAndAddress,
    )
    const wait = await overLimit(limiter, keys)
    if (wait !== null) return rateLimitedError(wait, caller.locale)
    if (!(await hasher.verify(viewer.user.passwordHash, password))) {
      return accountError('wrong_password', field, caller.locale)
    }
    await Promise.all(keys.map(([key]) => limiter.reset(key)))
    return null
  }

  async function changePassword(
    viewer: Viewer,
    input: unknown,
    caller: Caller,
  ): Promise<Outcome<true>> {
    const checked = validateInput(changePasswordSchema, input, caller.locale)
    if (!checked.ok) return failure([...checked.errors])
    const { currentPassword, newPassword } = checked.value
    const refusal = await confirmPassword(viewer, currentPassword, caller)
    if (refusal) return failure([refusal])
    const passwordHash = await hasher.hash(newPassword)
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, viewer.user.id))
      await revokeUserSessions(tx, viewer.user.id, viewer.sessionId)
    })
    await deps.onSessionsChanged(viewer.user.id)
    return success(true)
  }

  return {
    signup,
    login,
    async logout(viewer: Viewer) {
      await revokeSession(db, viewer.sessionId)
      await deps.onSessionsChanged(viewer.user.id)
    },
    updateSettings,
    changePassword,
    confirmPassword,
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>
