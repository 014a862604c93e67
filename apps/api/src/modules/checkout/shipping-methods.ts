import type { LocalizedText } from '../../db/schema/localized'

export type ShippingMethodCode = 'STANDARD' | 'EXPRESS'

/** A way to deliver an order, with its price VAT included. */
export interface ShippingMethod {
  code: ShippingMethodCode
  name: LocalizedText
  description: LocalizedText
  priceCents: number
  /** Merchandise total (after discount) from which the method is free; null: never free. */
  freeFromCents: number | null
  minDays: number
  maxDays: number
}

/** The shipping methods offered at checkout, in display order. */
export const shippingMethods: readonly ShippingMethod[] = [
  {
    code: 'STANDARD',
    name: { en: 'Standard delivery', fr: 'Livraison standard' },
    description: {
      en: 'Tracked parcel, 3 to 5 working days. Free from 60 €.',
      fr: 'Colis suivi, 3 à 5 jours ouvrés. Offerte dès 60 €.',
    },
    priceCents: 490,
    freeFromCents: 6000,
    minDays: 3,
    maxDays: 5,
  },
  {
    code: 'EXPRESS',
    name: { en: 'Express delivery', fr: 'Livraison express' },
    description: {
      en: 'Tracked parcel, 1 to 2 working days.',
      fr: 'Colis suivi, 1 à 2 jours ouvrés.',
    },
    priceCents: 1290,
    freeFromCents: null,
    minDays: 1,
    maxDays: 2,
  },
]

export function findShippingMethod(code: string | null | undefined): ShippingMethod | null {
  return shippingMethods.find((method) => method.code === code) ?? null
}

/** What a method costs for a merchandise total (after discount). */
export function shippingPrice(method: ShippingMethod, merchandiseCents: number): number {
  return method.freeFromCents !== null && merchandiseCents >= method.freeFromCents
    ? 0
    : method.priceCents
}
