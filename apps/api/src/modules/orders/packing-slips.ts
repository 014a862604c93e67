import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { asc, inArray, sql } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { orderLines, orders } from '../../db/schema'
import type { LocalizedText } from '../../db/schema/localized'
import { addressView } from '../cart/cart.views'
import { localize } from '../catalog/catalog.views'

/** What one order's packing slip shows: who to ship to, and the units to put in the parcel. */
export interface PackingSlip {
  number: string
  locale: Locale
  placedAt: Date
  email: string
  shippingMethod: string
  address: string[]
  lines: { sku: string; name: string; quantity: number }[]
}

/** The most orders one file holds. */
export const packingSlipLimit = 100

const lineName = (name: LocalizedText, title: LocalizedText, locale: Locale) => {
  const variant = localize(title, locale)
  return variant ? `${localize(name, locale)} — ${variant}` : localize(name, locale)
}

/**
 * The packing slips of the orders named, in the order given, in two statements; units refunded
 * are left out of the parcel. Unknown numbers are skipped.
 */
export async function packingSlips(
  db: Database,
  numbers: readonly string[],
): Promise<PackingSlip[]> {
  const wanted = [...new Set(numbers.map((number) => number.trim().toUpperCase()))].slice(
    0,
    packingSlipLimit,
  )
  if (wanted.length === 0) return []
  const found = await db.select().from(orders).where(inArray(orders.number, wanted))
  if (found.length === 0) return []
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      sku: orderLines.sku,
      productName: orderLines.productName,
      variantTitle: orderLines.variantTitle,
      quantity: sql<number>`${orderLines.quantity} - coalesce((SELECT sum(rl.quantity)
        FROM order_refund_lines rl JOIN order_refunds r ON r.id = rl.refund_id
        WHERE rl.order_line_id = ${orderLines.id} AND r.status <> 'FAILED'), 0)`.mapWith(Number),
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.position))
  const byNumber = new Map(found.map((order) => [order.number, order]))
  return wanted.flatMap((number) => {
    const order = byNumber.get(number)
    if (!order) return []
    const locale = isLocale(order.locale) ? order.locale : 'en'
    const address = addressView(order.shippingAddress, locale)
    return [
      {
        number: order.number,
        locale,
        placedAt: order.createdAt,
        email: order.email,
        shippingMethod: localize(order.shippingMethodName, locale),
        address: [
          `${address.firstName} ${address.lastName}`,
          address.line1,
          ...(address.line2 ? [address.line2] : []),
          `${address.postalCode} ${address.city}`,
          address.countryName,
          ...(address.phone ? [address.phone] : []),
        ],
        lines: lines
          .filter((line) => line.orderId === order.id && line.quantity > 0)
          .map((line) => ({
            sku: line.sku,
            name: lineName(line.productName, line.variantTitle, locale),
            quantity: line.quantity,
          })),
      },
    ]
  })
}
