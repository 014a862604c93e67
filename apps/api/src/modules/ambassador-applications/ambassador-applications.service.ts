import type { Locale } from '@comptoir/i18n/locales'
import { isReservedCode } from '@comptoir/validation/codes'
import { ambassadorApplicationSchema } from '@comptoir/validation/schemas/ambassador-application'
import { validateInput } from '@comptoir/validation/validate'
import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { ambassadors, users } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import { overLimit, type RateLimiter, type RateLimits } from '../../rate-limit/limiter'
import { rateLimitedError } from '../accounts/account-errors'
import type { PasswordHasher } from '../accounts/passwords'
import type { UserRecord, Viewer } from '../accounts/sessions.service'
import { findUserByEmail, type Caller } from '../accounts/users'
import { ambassadorError } from '../ambassadors/ambassador-errors'
import type { AmbassadorRecord } from '../ambassadors/ambassadors.service'
import { isCodeTaken } from '../operations/operations.service'
import type { MailDispatcher } from '../mail/outbox.service'
import { commandLineActor, type Actor } from '../audit/audit.service'
import { findAmbassadorByKey } from '../ambassadors/ambassador-lookup'
import { createAmbassadorStanding } from '../ambassadors/ambassador-standing'
import { refusalError } from '../ambassadors/programme-refusals'
import { createApplicationReview } from './application-review'
import { isUniqueViolation } from '../../db/errors'

export interface ApplicationDeps {
  db: Database
  hasher: PasswordHasher
  limiter: RateLimiter
  limits: RateLimits
  mail: MailDispatcher
  logger: Logger
  ambassadorUrl: string
  /** Tells the instances that an ambassador's sessions or status changed (their sockets re-check). */
  onSessionsChanged: (userId: string) => Promise<void>
  /** Told of each application received, by the applicant's user id (the back office shows it live). */
  onApplied?: (ambassadorId: string) => Promise<void>
}

/** A submitted application: the profile it created, in status APPLIED. */
export interface Application {
  ambassador: AmbassadorRecord
  user: UserRecord
}

/** Upper-case letters and digits of a name, accents dropped (`Zoé Martin` → `ZOE`). */
export function codeStem(name: string): string {
  const firstWord = name.trim().split(/\s+/)[0] ?? ''
  const letters = firstWord
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12)
  return letters.length >= 3 ? letters : `${letters}AMB`.slice(0, 12).padEnd(3, 'X')
}

async function freeCode(db: Database, name: string): Promise<string> {
  // A name such as "Comptoir" or "Welcome" would make a code that passes for the shop's.
  const stem = isReservedCode(codeStem(name)) ? 'AMB' : codeStem(name)
  for (let suffix = 1; suffix < 1000; suffix += 1) {
    const candidate = suffix === 1 ? stem : `${stem}${suffix}`
    if (!(await isCodeTaken(db, candidate))) return candidate
  }
  throw new Error(`No free ambassador code for ${stem}`)
}

/** Applications to the programme and their review by an operator. */
export function createApplicationsService(deps: ApplicationDeps) {
  const { db, hasher, limiter, limits } = deps

  async function insertProfile(
    tx: Database,
    user: UserRecord,
    details: { motivation: string; socialLinks: string[]; locale: Locale; name: string },
  ): Promise<AmbassadorRecord> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = await freeCode(tx, details.name)
      const [row] = await tx
        .insert(ambassadors)
        .values({
          userId: user.id,
          code,
          displayName: details.name.trim().split(/\s+/)[0] ?? details.name.trim(),
          status: 'APPLIED',
          locale: details.locale,
          motivation: details.motivation.trim(),
          socialLinks: details.socialLinks,
          termsAcceptedAt: new Date(),
        })
        .onConflictDoNothing({ target: ambassadors.code })
        .returning()
      if (row) return row
    }
    throw new Error('Could not allocate an ambassador code')
  }

  /**
   * Records an application. A signed-in customer applies with their account (no password);
   * otherwise an account is created with the given e-mail and password. A rejected applicant
   * may apply again.
   */
  async function apply(...args: Parameters<typeof submit>): Promise<Outcome<Application>> {
    const outcome = await submit(...args)
    if (outcome.ok) await deps.onApplied?.(outcome.value.ambassador.userId)
    return outcome
  }

  async function submit(
    input: unknown,
    locale: Locale,
    caller: Caller,
    viewer: Viewer | null,
  ): Promise<Outcome<Application>> {
    const wait = await overLimit(limiter, [
      [`ambassador-apply:ip:${caller.ip}`, limits.signupPerAddress],
    ])
    if (wait !== null) return failure([rateLimitedError(wait, caller.locale)])
    const signedIn = viewer !== null
    const source =
      signedIn && typeof input === 'object' && input !== null
        ? { ...input, email: viewer.user.email }
        : input
    const checked = validateInput(
      (language) => ambassadorApplicationSchema(language, { signedIn }),
      source,
      caller.locale,
    )
    if (!checked.ok) return failure([...checked.errors])
    const { name, email, password, motivation, socialLinks } = checked.value
    const details = { name, motivation, socialLinks, locale }

    if (viewer) {
      const [existing] = await db
        .select()
        .from(ambassadors)
        .where(eq(ambassadors.userId, viewer.user.id))
        .limit(1)
      if (existing?.status === 'APPLIED') {
        return failure([ambassadorError('already_applied', null, caller.locale)])
      }
      if (existing && existing.status !== 'REJECTED') {
        return failure([ambassadorError('already_ambassador', null, caller.locale)])
      }
      if (existing) {
        const [row] = await db
          .update(ambassadors)
          .set({
            status: 'APPLIED',
            statusReason: null,
            reviewedAt: null,
            appliedAt: new Date(),
            locale,
            motivation: motivation.trim(),
            socialLinks,
            termsAcceptedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(ambassadors.userId, viewer.user.id), eq(ambassadors.status, 'REJECTED')))
          .returning()
        if (!row) return failure([ambassadorError('already_applied', null, caller.locale)])
        return success({ ambassador: row, user: viewer.user })
      }
      const ambassador = await insertProfile(db, viewer.user, details)
      return success({ ambassador, user: viewer.user })
    }

    if (await findUserByEmail(db, email)) {
      return failure([ambassadorError('account_exists', 'email', caller.locale)])
    }
    const passwordHash = await hasher.hash(password ?? '')
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: email.trim(), passwordHash, name: name.trim(), locale })
          .returning()
        if (!user) throw new Error('The account was not created')
        const ambassador = await insertProfile(tx, user, details)
        return success({ ambassador, user })
      })
    } catch (error) {
      if (isUniqueViolation(error)) {
        return failure([ambassadorError('account_exists', 'email', caller.locale)])
      }
      throw error
    }
  }

  const review = createApplicationReview(deps)
  const standing = createAmbassadorStanding(deps)

  /**
   * The command line's `approve`: approves an application, or reinstates a suspended ambassador.
   * Throws the refusal (in English) when neither applies.
   */
  async function approve(key: string, actor: Actor = commandLineActor): Promise<Application> {
    const found = await findAmbassadorByKey(db, key)
    if (found?.ambassador.status === 'SUSPENDED') {
      const outcome = await standing.reinstate(key, actor, 'en')
      if (!outcome.ok) throw refusalError(outcome.errors)
      return { ambassador: outcome.value, user: found.user }
    }
    const outcome = await review.approve(key, actor, 'en')
    if (!outcome.ok) throw refusalError(outcome.errors)
    return outcome.value
  }

  /**
   * The command line's `reject`: rejects an application (e-mailed with the reason), or suspends
   * an approved ambassador, whose ambassador sessions end at once.
   */
  async function decline(
    key: string,
    reason: string,
    actor: Actor = commandLineActor,
  ): Promise<Application> {
    const found = await findAmbassadorByKey(db, key)
    if (found?.ambassador.status === 'APPROVED') {
      const outcome = await standing.suspend(key, reason, actor, 'en')
      if (!outcome.ok) throw refusalError(outcome.errors)
      return { ambassador: outcome.value, user: found.user }
    }
    const outcome = await review.reject(key, reason, actor, 'en')
    if (!outcome.ok) throw refusalError(outcome.errors)
    return outcome.value
  }

  return { apply, approve, decline, pending: review.pending, review, standing }
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>
