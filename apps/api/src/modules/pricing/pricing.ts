import { shippingPrice, type ShippingMethod } from './shipping-methods'

/** VAT rate included in every price, in percent. */
export const vatRatePercent = 20

export interface PricedLine {
  unitPriceCents: number
  quantity: number
}

/** A cart's or an order's amounts, in cents, VAT included. */
export interface Totals {
  subtotalCents: number
  discountCents: number
  shippingCents: number
  totalCents: number
  /** The VAT included in the total. */
  vatCents: number
}

/** The VAT included in a VAT-inclusive amount. */
export function includedVat(amountCents: number): number {
  return Math.round((amountCents * vatRatePercent) / (100 + vatRatePercent))
}

/**
 * Every amount of a cart, computed on the server only: merchandise, the code's discount (basis
 * points of the merchandise), shipping (free above the method's threshold, judged after the
 * discount), total and the VAT it includes. Before a method is chosen, shipping counts as 0.
 */
export function computeTotals(
  lines: readonly PricedLine[],
  discountBps: number,
  method: ShippingMethod | null,
): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
  const discountCents = Math.min(subtotalCents, Math.round((subtotalCents * discountBps) / 10_000))
  const merchandise = subtotalCents - discountCents
  const shippingCents = method && subtotalCents > 0 ? shippingPrice(method, merchandise) : 0
  const totalCents = merchandise + shippingCents
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    totalCents,
    vatCents: includedVat(totalCents),
  }
}
