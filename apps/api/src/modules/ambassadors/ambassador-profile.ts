import type { Locale } from '@comptoir/i18n/locales'
import { changesIban, normalizeIban } from '@comptoir/validation/iban'
import { ambassadorProfileSchema } from '@comptoir/validation/schemas/ambassador-profile'
import { validateInput } from '@comptoir/validation/validate'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import type { Caller } from '../accounts/users'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { payoutAccountChangedMail } from './ambassador-mails'
import { maskedIban, type AmbassadorRecord, type AmbassadorViewer } from './ambassadors.service'

/** What the profile update needs beyond the database. */
export interface ProfileUpdateDeps {
  db: Database
  /** Checks the account's password again (throttled); the error to show, or null. */
  confirmPassword: (
    viewer: AmbassadorViewer,
    password: string,
    caller: Caller,
  ) => Promise<FieldError | null>
  /** How long payouts to a new IBAN wait, from its change. */
  payoutAccountHoldMs: number
  ambassadorUrl: string
  now: () => Date
}

/** When payouts to an IBAN set at `changedAt` may start, or null when no hold applies now. */
export function payoutAccountHeldUntil(
  changedAt: Date | null,
  holdMs: number,
  now: Date,
): Date | null {
  if (!changedAt || holdMs <= 0) return null
  const until = new Date(changedAt.getTime() + holdMs)
  return until > now ? until : null
}

/**
 * Updates an ambassador's public name, language of e-mails, payout account and legal status.
 * The IBAN on file sent back masked (as `payoutAccount` shows it), or none at all, keeps it.
 * Changing where payouts go asks for the password again, is always e-mailed to the ambassador
 * (whatever their preferences) and holds payouts to the new IBAN for a while.
 */
export async function updateAmbassadorProfile(
  deps: ProfileUpdateDeps,
  viewer: AmbassadorViewer,
  input: unknown,
  caller: Caller,
  preferredLocale: Locale,
): Promise<Outcome<AmbassadorRecord>> {
  const { ambassador } = viewer
  const maskedIbanOnFile = maskedIban(ambassador.iban)
  const checked = validateInput(
    (language) => ambassadorProfileSchema(language, { maskedIbanOnFile }),
    input,
    caller.locale,
  )
  if (!checked.ok) return failure([...checked.errors])
  const { displayName, iban, legalStatus, currentPassword } = checked.value
  const newIban = iban?.trim() ? normalizeIban(iban) : null
  const changing = changesIban(iban, maskedIbanOnFile) && newIban !== ambassador.iban
  if (changing) {
    const refusal = await deps.confirmPassword(viewer, currentPassword ?? '', caller)
    if (refusal) return failure([refusal])
  }
  const now = deps.now()
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(ambassadors)
      .set({
        displayName: displayName.trim(),
        ...(changing ? { iban: newIban, ibanChangedAt: now } : {}),
        legalStatus,
        locale: preferredLocale,
        updatedAt: now,
      })
      .where(eq(ambassadors.userId, ambassador.userId))
      .returning()
    if (!updated) throw new Error('The ambassador has disappeared')
    if (changing) {
      await enqueueMail(
        tx,
        payoutAccountChangedMail({
          to: viewer.user.email,
          name: viewer.user.name,
          maskedIban: maskedIban(newIban),
          payoutsFrom: newIban ? payoutAccountHeldUntil(now, deps.payoutAccountHoldMs, now) : null,
          portalUrl: deps.ambassadorUrl,
          locale: preferredLocale,
        }),
      )
    }
    return updated
  })
  return success(row)
}

export interface ProfileServiceDeps extends ProfileUpdateDeps {
  mail: MailDispatcher
  logger: Logger
}

/** The signed-in ambassador's profile and payout account. */
export function createProfileService(deps: ProfileServiceDeps) {
  return {
    async update(viewer: AmbassadorViewer, input: unknown, caller: Caller, preferred: Locale) {
      const outcome = await updateAmbassadorProfile(deps, viewer, input, caller, preferred)
      if (outcome.ok && outcome.value.ibanChangedAt !== viewer.ambassador.ibanChangedAt) {
        deps.mail.flush().catch((error: unknown) => {
          deps.logger.error({ err: error }, 'the payout account e-mail could not be dispatched')
        })
      }
      return outcome
    },
    /** When payouts to the ambassador's IBAN may start, while a new IBAN is held; else null. */
    payoutAccountHeldUntil: (ambassador: AmbassadorRecord) =>
      payoutAccountHeldUntil(ambassador.ibanChangedAt, deps.payoutAccountHoldMs, deps.now()),
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
