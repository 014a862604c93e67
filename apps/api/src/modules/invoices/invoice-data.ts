import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { eq, inArray } from 'drizzle-orm'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import { invoices, orders, type StoredAddress } from '../../db/schema'
import type { OrderDetails } from '../orders/orders.service'
import { vatRatePercent } from '../pricing/pricing'

/** One line of an invoice: amounts VAT included as sold, and without VAT. */
export interface InvoiceLine {
  description: string
  sku: string
  quantity: number
  unitCents: number
  totalCents: number
}

/** Everything an invoice shows, in the buyer's language. */
export interface Invoice {
  number: string
  issuedAt: Date
  locale: Locale
  seller: ShopIdentity
  buyer: { email: string; address: StoredAddress }
  order: { number: string; placedAt: Date; paymentMethod: string; currency: string }
  lines: InvoiceLine[]
  discountCents: number
  shippingCents: number
  shippingName: string
  vatRatePercent: number
  /** Total VAT included, its VAT and the amount without VAT. */
  totalCents: number
  vatCents: number
  netCents: number
}

/** The invoice numbers of orders, by order number; an order without one is left out. */
export async function invoiceNumbers(
  db: Database,
  orderNumbers: readonly string[],
): Promise<Map<string, string>> {
  if (orderNumbers.length === 0) return new Map()
  const rows = await db
    .select({ orderNumber: orders.number, number: invoices.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(orders.number, [...orderNumbers]))
  return new Map(rows.map((row) => [row.orderNumber, row.number]))
}

/** The invoice of an order the viewer may see, or null when the order has none (not paid). */
export async function invoiceOf(
  db: Database,
  details: OrderDetails,
  seller: ShopIdentity,
): Promise<Invoice | null> {
  const { order } = details
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1)
  if (!invoice) return null
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en'
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    locale,
    seller,
    buyer: { email: order.email, address: order.shippingAddress },
    order: {
      number: order.number,
      placedAt: order.createdAt,
      paymentMethod: order.paymentMethod,
      currency: order.currency,
    },
    lines: details.lines.map((line) => ({
      description: `${line.productName[locale]} – ${line.variantTitle[locale]}`,
      sku: line.sku,
      quantity: line.quantity,
      unitCents: line.unitPriceCents,
      totalCents: line.unitPriceCents * line.quantity,
    })),
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingName: order.shippingMethodName[locale],
    vatRatePercent,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    netCents: order.totalCents - order.vatCents,
  }
}
