import type { Locale } from '@comptoir/i18n/locales'
import { isIbanOnFile, maskIban, normalizeIban } from '@comptoir/validation/iban'
import { ambassadorProfileSchema } from '@comptoir/validation/schemas/ambassador-profile'
import { validateInput } from '@comptoir/validation/validate'
import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { PubSub } from '../../pubsub/pubsub'
import { findViewer, type Viewer } from '../accounts/sessions.service'
import { bearerToken } from '../accounts/tokens'

export type AmbassadorRecord = typeof ambassadors.$inferSelect

/** A signed-in ambassador: their session and their programme profile. */
export interface AmbassadorViewer extends Viewer {
  ambassador: AmbassadorRecord
}

/** What the ambassador endpoint makes of a caller's Authorization header. */
export type AmbassadorAuthentication =
  | { status: 'authenticated'; viewer: AmbassadorViewer }
  | { status: 'unauthenticated' }
  | { status: 'forbidden'; viewer: AmbassadorViewer }

export async function findAmbassador(
  db: Database,
  userId: string,
): Promise<AmbassadorRecord | null> {
  const [row] = await db.select().from(ambassadors).where(eq(ambassadors.userId, userId)).limit(1)
  return row ?? null
}

/**
 * Authenticates an ambassador-scope bearer token: no, unknown, expired or revoked token, or a
 * token of another scope → unauthenticated; an ambassador who is not approved → forbidden.
 */
export async function authenticateAmbassador(
  db: Database,
  authorization: string | null,
): Promise<AmbassadorAuthentication> {
  const token = bearerToken(authorization)
  if (!token) return { status: 'unauthenticated' }
  const viewer = await findViewer(db, token, 'ambassador')
  if (!viewer) return { status: 'unauthenticated' }
  const ambassador = await findAmbassador(db, viewer.user.id)
  if (!ambassador) return { status: 'unauthenticated' }
  const ambassadorViewer = { ...viewer, ambassador }
  return ambassador.status === 'APPROVED'
    ? { status: 'authenticated', viewer: ambassadorViewer }
    : { status: 'forbidden', viewer: ambassadorViewer }
}

/**
 * Tells whether an ambassador has this code. Operations share the namespace: `isCodeTaken`
 * (operations) asks both.
 */
export async function isAmbassadorCodeTaken(db: Database, code: string): Promise<boolean> {
  const [ambassador] = await db
    .select({ code: ambassadors.code })
    .from(ambassadors)
    .where(eq(ambassadors.code, code))
    .limit(1)
  return ambassador !== undefined
}

/** The IBAN with all but its country, check digits and last four characters hidden. */
export function maskedIban(iban: string | null): string | null {
  return iban ? maskIban(iban) : null
}

/** What a profile input does to the IBAN on file: keep it, remove it, or set another one. */
function ibanChange(
  typed: string | undefined,
  onFile: string | null,
): { iban: string | null } | null {
  if (typed === undefined || isIbanOnFile(typed, maskedIban(onFile))) return null
  return { iban: typed.trim() === '' ? null : normalizeIban(typed) }
}

/**
 * Updates an ambassador's public name, language, payout account and legal status. The IBAN on
 * file sent back masked, as `payoutAccount` shows it, or no IBAN at all, keeps it.
 */
export async function updateAmbassadorProfile(
  db: Database,
  ambassador: AmbassadorRecord,
  input: unknown,
  locale: Locale,
  preferredLocale: Locale,
): Promise<Outcome<AmbassadorRecord>> {
  const maskedIbanOnFile = maskedIban(ambassador.iban)
  const checked = validateInput(
    (language) => ambassadorProfileSchema(language, { maskedIbanOnFile }),
    input,
    locale,
  )
  if (!checked.ok) return failure([...checked.errors])
  const { displayName, iban, legalStatus } = checked.value
  const [row] = await db
    .update(ambassadors)
    .set({
      displayName: displayName.trim(),
      ...ibanChange(iban, ambassador.iban),
      legalStatus,
      locale: preferredLocale,
      updatedAt: new Date(),
    })
    .where(eq(ambassadors.userId, ambassador.userId))
    .returning()
  if (!row) throw new Error('The ambassador has disappeared')
  return success(row)
}

/** Which programme e-mails an ambassador wants. */
export interface MailPreferences {
  newOrder: boolean
  commissionApproved: boolean
  payoutSent: boolean
}

/** Stores an ambassador's e-mail preferences. */
export async function updateMailPreferences(
  db: Database,
  ambassadorId: string,
  preferences: MailPreferences,
): Promise<AmbassadorRecord> {
  const [row] = await db
    .update(ambassadors)
    .set({
      mailNewOrder: preferences.newOrder,
      mailCommissionApproved: preferences.commissionApproved,
      mailPayoutSent: preferences.payoutSent,
      updatedAt: new Date(),
    })
    .where(eq(ambassadors.userId, ambassadorId))
    .returning()
  if (!row) throw new Error('The ambassador has disappeared')
  return row
}

export interface AmbassadorsDeps {
  db: Database
  pubsub: PubSub
  publicUrl: string
  /** The clock of the programme's rules. */
  now: () => Date
}

/** The signed-in ambassador's profile, share link and live events. */
export function createAmbassadorsService(deps: AmbassadorsDeps) {
  const { db, pubsub } = deps
  return {
    updateProfile: (
      ambassador: AmbassadorRecord,
      input: unknown,
      locale: Locale,
      preferred: Locale,
    ) => updateAmbassadorProfile(db, ambassador, input, locale, preferred),
    updateMailPreferences: (ambassadorId: string, preferences: MailPreferences) =>
      updateMailPreferences(db, ambassadorId, preferences),
    /** The shop link that carries a code (an ambassador's or an operation's). */
    shareLink: (code: string) => `${deps.publicUrl}/?ref=${encodeURIComponent(code)}`,
    now: deps.now,
    /** The live events of one ambassador, from now on (any instance's). */
    events: (ambassadorId: string) => pubsub.subscribe('ambassadorEvent', ambassadorId),
  }
}

export type AmbassadorsService = ReturnType<typeof createAmbassadorsService>
