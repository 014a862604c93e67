import type { Locale } from '@comptoir/i18n/locales'
import {
  ambassadorBillingSchema,
  compactNumber,
} from '@comptoir/validation/schemas/ambassador-billing'
import { validateInput } from '@comptoir/validation/validate'
import { eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadors } from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import type { AmbassadorRecord } from './ambassadors.service'

/** `  12 rue …\r\n\r\n75011 Paris ` → `12 rue …\n75011 Paris`; nothing → null. */
function addressLines(value: string | undefined): string | null {
  const lines = (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return lines.length > 0 ? lines.join('\n') : null
}

const numberOrNull = (value: string | undefined) => (value?.trim() ? compactNumber(value) : null)

/**
 * Sets what the ambassador's payout statements print about them beyond their name: a postal
 * address, a SIRET and a VAT number, each optional (empty removes it).
 */
export async function updateBillingDetails(
  db: Database,
  ambassadorId: string,
  input: unknown,
  locale: Locale,
): Promise<Outcome<AmbassadorRecord>> {
  const checked = validateInput(ambassadorBillingSchema, input, locale)
  if (!checked.ok) return failure([...checked.errors])
  const [row] = await db
    .update(ambassadors)
    .set({
      billingAddress: addressLines(checked.value.postalAddress),
      siret: numberOrNull(checked.value.siret),
      vatNumber: numberOrNull(checked.value.vatNumber),
      updatedAt: new Date(),
    })
    .where(eq(ambassadors.userId, ambassadorId))
    .returning()
  if (!row) throw new Error('The ambassador has disappeared')
  return success(row)
}
