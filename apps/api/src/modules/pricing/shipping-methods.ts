import type { Locale } from '@comptoir/i18n/locales'

import type { LocalizedText } from '../../db/schema/localized'

export type ShippingMethodCode = 'STANDARD' | 'EXPRESS'

/** A way to deliver an order, with its price VAT included. */
export interface ShippingMethod {
  code: ShippingMethodCode
  name: LocalizedText
  /** Without the delivery time (clients show minDays–maxDays) nor the free threshold. */
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
    description: { en: 'Tracked parcel.', fr: 'Colis suivi.' },
    priceCents: 490,
    freeFromCents: 6000,
    minDays: 3,
    maxDays: 5,
  },
  {
    code: 'EXPRESS',
    name: { en: 'Express delivery', fr: 'Livraison express' },
    description: { en: 'Tracked parcel.', fr: 'Colis suivi.' },
    priceCents: 1290,
    freeFromCents: null,
    minDays: 1,
    maxDays: 2,
  },
]

export function findShippingMethod(code: string | null | undefined): ShippingMethod | null {
  return shippingMethods.find((method) => method.code === code) ?? null
}

/** Merchandise (after discount) still to add before a threshold is reached: 0 once it is. */
function remainingBelow(thresholdCents: number, merchandiseCents: number): number {
  return Math.max(0, thresholdCents - merchandiseCents)
}

/** What a method costs for a merchandise total (after discount). */
export function shippingPrice(method: ShippingMethod, merchandiseCents: number): number {
  return method.freeFromCents !== null &&
    remainingBelow(method.freeFromCents, merchandiseCents) === 0
    ? 0
    : method.priceCents
}

export interface FreeShippingProgress {
  thresholdCents: number
  remainingCents: number
}

/** How far a merchandise total is from free delivery by the method free soonest; null when none ever is. */
export function freeShippingProgress(
  merchandiseCents: number,
  methods: readonly ShippingMethod[] = shippingMethods,
): FreeShippingProgress | null {
  const thresholds = methods.flatMap((method) =>
    method.freeFromCents === null ? [] : [method.freeFromCents],
  )
  if (thresholds.length === 0) return null
  const thresholdCents = Math.min(...thresholds)
  return { thresholdCents, remainingCents: remainingBelow(thresholdCents, merchandiseCents) }
}

/** Whole euros without decimals, in the language's way: `€60` in English, `60 €` in French. */
function formatThreshold(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-IE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100)
}

/** A method's description in a language, with the merchandise total from which it is free. */
export function shippingMethodDescription(method: ShippingMethod, locale: Locale): string {
  const description = method.description[locale]
  if (method.freeFromCents === null) return description
  const threshold = formatThreshold(method.freeFromCents, locale)
  return locale === 'fr'
    ? `${description} Offerte dès ${threshold} d’achat.`
    : `${description} Free on orders of ${threshold} or more.`
}
