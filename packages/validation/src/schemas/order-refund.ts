/** Refunding an order by line from the back office, and the staff's notes on an order. */
import type { Locale } from '@comptoir/i18n/locales'
import { object } from 'yup'

import { fieldsFor } from '../field'
import { max, noDirectionControls, numeric, range } from '../rules'

export const refundReasonMaxLength = 500
export const orderNoteMaxLength = 2000

/** The form field holding the units to refund of the order's line at `index`. */
export const refundUnitsField = (index: number) => `units${index}`

/**
 * A refund by line: for each line, the units to refund (from none to what remains of it), whether
 * they go back in stock, and an optional reason. `remaining` lists what remains of each line.
 */
export function orderRefundSchema(remaining: readonly number[]) {
  return (locale: Locale) => {
    const field = fieldsFor(locale)
    return object({
      ...Object.fromEntries(
        remaining.map((left, index) => [
          refundUnitsField(index),
          field.number('refundQuantity', numeric(/^\d+$/), range(0, left)),
        ]),
      ),
      restock: field.flag('refundRestock'),
      reason: field.optionalText('refundReason', max(refundReasonMaxLength), noDirectionControls),
    })
  }
}

/** An internal note on an order. */
export function orderNoteSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    body: field.text('orderNote', max(orderNoteMaxLength), noDirectionControls),
  })
}
