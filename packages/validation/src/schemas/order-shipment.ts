/** Shipping an order from the back office: the carrier and the parcel's tracking number. */
import type { Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { max, regex } from '../rules'

/** The carriers the shop ships with. */
export const carrierIds = ['colissimo', 'chronopost', 'mondial_relay', 'dhl', 'ups'] as const

/** One of {@link carrierIds}. */
export type CarrierId = (typeof carrierIds)[number]

export const trackingNumberMaxLength = 40

/** Letters, digits and dashes, as carriers print them. */
export const trackingNumberPattern = /^\s*[A-Za-z0-9][A-Za-z0-9 -]*\s*$/

export function orderShipmentSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    carrier: field.choice('carrier', carrierIds),
    trackingNumber: field.text(
      'trackingNumber',
      max(trackingNumberMaxLength),
      regex(trackingNumberPattern),
    ),
  })
}

/** A shipment that passed {@link orderShipmentSchema}. */
export type OrderShipmentInput = InferType<ReturnType<typeof orderShipmentSchema>>
