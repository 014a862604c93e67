/**
 * The back office's decisions on the ambassador programme: a reason given to the person concerned
 * (a rejected application or payout, a suspension, a reversed commission) and an ambassador's own
 * commission rate.
 */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { everyText, max, noDirectionControls, regex, type Rule } from '../rules'

/** A reason is quoted in an e-mail: a few sentences at most. */
export const decisionReasonMaxLength = 500

export function decisionReasonSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    reason: field.text('decisionReason', max(decisionReasonMaxLength), noDirectionControls),
  })
}

/** A reason that passed {@link decisionReasonSchema}. */
export type DecisionReasonInput = InferType<ReturnType<typeof decisionReasonSchema>>

/** A percentage with at most two decimals (`12.5`, `7.25`): a whole number of basis points. */
export const commissionRatePattern = /^\s*\d{1,3}([.,]\d{1,2})?\s*$/

/** `'12,5'` → 1250 basis points. */
export function ratePercentToBps(text: string): number {
  return Math.round(Number(text.trim().replace(',', '.')) * 100)
}

/** At most 100 %, read with a decimal comma or point. */
const atMostAHundred: Rule = {
  code: 'range',
  test: (value) => everyText(value, (text) => ratePercentToBps(text) <= 10_000),
}

export function commissionRateSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    ratePercent: field.text('commissionRate', regex(commissionRatePattern), atMostAHundred),
  })
}
