import { includedVat } from '../pricing/pricing'

/**
 * Order statuses in which an attributed order earns its SALE commission: the line is created on
 * the way to one of them (at once for an order paid at checkout).
 */
export const earningOrderStatuses: readonly string[] = ['PAID', 'FULFILLED', 'SHIPPED', 'DELIVERED']

/** The commission base: merchandise after discount, without VAT and shipping. */
export function commissionBase(subtotalCents: number, discountCents: number): number {
  const merchandise = subtotalCents - discountCents
  return merchandise - includedVat(merchandise)
}

export function commissionAmount(baseCents: number, rateBps: number): number {
  return Math.round((baseCents * rateBps) / 10_000)
}

/** What an order's SALE line is worth at a rate: the one rule of the ledger and its events. */
export function saleCommission(
  order: { subtotalCents: number; discountCents: number },
  rateBps: number,
): { baseCents: number; amountCents: number } {
  const baseCents = commissionBase(order.subtotalCents, order.discountCents)
  return { baseCents, amountCents: commissionAmount(baseCents, rateBps) }
}

/**
 * The SALE commission an attributed order earns: its ledger line's once there, else what the
 * line would be at `ambassadorRateBps`, the rate the snapshot takes when the order is paid.
 */
export function earnedSaleCommission(
  order: { subtotalCents: number; discountCents: number },
  line: { baseCents: number; amountCents: number } | null,
  ambassadorRateBps: number,
): { baseCents: number; amountCents: number } {
  return line
    ? { baseCents: line.baseCents, amountCents: line.amountCents }
    : saleCommission(order, ambassadorRateBps)
}
