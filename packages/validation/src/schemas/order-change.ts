/** A shopper's request to cancel an order not yet shipped, or to return a delivered one. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { max, min, noDirectionControls } from '../rules'

export const orderChangeReasonMaxLength = 1000

/** The reason the shopper gives, from a few words to a paragraph. */
export function orderChangeSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    reason: field.text(
      'orderChangeReason',
      min(3),
      max(orderChangeReasonMaxLength),
      noDirectionControls,
    ),
  })
}

/** A request that passed {@link orderChangeSchema}. */
export type OrderChangeInput = InferType<ReturnType<typeof orderChangeSchema>>
