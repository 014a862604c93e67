import type { Locale } from '@comptoir/i18n/locales'
import { normalizeIban } from '@comptoir/validation/iban'
import { ambassadorProfileSchema } from '@comptoir/validation/schemas/ambassador-profile'
import { validateInput } from '@comptoir/validation/validate'
import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { AmbassadorRecord } from './ambassadors.service'

/** The IBAN with all but its country, check digits and last four characters hidden. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`
}

/** Updates an ambassador's public name, language, payout account and legal status. */
export async function updateAmbassadorProfile(
  db: Database,
  ambassadorId: string,
  input: unknown,
  locale: Locale,
  preferredLocale: Locale,
): Promise<Outcome<AmbassadorRecord>> {
  const checked = validateInput(ambassadorProfileSchema, input, locale)
  if (!checked.ok) return failure([...checked.errors])
  const { displayName, iban, legalStatus } = checked.value
  const [row] = await db
    .update(ambassadors)
    .set({
      displayName: displayName.trim(),
      iban: iban ? normalizeIban(iban) : null,
      legalStatus,
      locale: preferredLocale,
      updatedAt: new Date(),
    })
    .where(eq(ambassadors.userId, ambassadorId))
    .returning()
  if (!row) throw new Error('The ambassador has disappeared')
  return success(row)
}
