/** An ambassador's operation: a time-boxed campaign with its own code, discount and goal. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { notReservedCode } from '../codes'
import { after, isoDate, max, min, noDirectionControls, numeric, range, regex } from '../rules'

/** Characters an operation code may use: upper-case letters, digits and hyphens. */
export const operationCodePattern = /^[A-Z0-9-]+$/

/** Highest customer discount an operation may grant, in percent. */
export const maxCustomerDiscount = 30

/** Highest sales goal an operation may set, in whole euros. */
export const maxSalesGoal = 1_000_000

/**
 * The operation form: a name, a code of 3 to 20 upper-case letters, digits or hyphens, a
 * customer discount from 0 to 30 % (two decimals at most), start and end dates (ISO 8601, the
 * end after the start) and a sales goal that is a whole number from 0 to 1,000,000.
 */
export function operationSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    name: field.text('operationName', max(80), noDirectionControls),
    code: field.text(
      'operationCode',
      min(3),
      max(20),
      regex(operationCodePattern),
      notReservedCode,
    ),
    customerDiscount: field.number(
      'customerDiscount',
      numeric(/^\d+(?:\.\d{1,2})?$/),
      range(0, maxCustomerDiscount),
    ),
    startsAt: field.text('startsAt', isoDate),
    endsAt: field.text('endsAt', isoDate, after('startsAt')),
    salesGoal: field.number('salesGoal', numeric(/^\d+$/), range(0, maxSalesGoal)),
  })
}

/** An operation that passed {@link operationSchema}. */
export type OperationInput = InferType<ReturnType<typeof operationSchema>>
