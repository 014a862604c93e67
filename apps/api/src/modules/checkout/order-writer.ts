import { randomBytes } from 'node:crypto'

import type { Locale } from '@comptoir/i18n/locales'
import { getTableColumns, sql, type SQL } from 'drizzle-orm'

import { queryPreparedRows, type Database } from '../../db/client'
import { rowFromRecordJson } from '../../db/json-columns'
import { orderLines, orderStatusEvents, type StoredAddress } from '../../db/schema/commerce'
import { hashToken } from '../accounts/tokens'
import { lineImage, type CartLineRow } from '../cart/cart-lines'
import { variantTitleText } from '../cart/variant-title'
import type { CheckoutCode } from '../cart/checkout-codes'
import type { CommerceErrorCode } from './commerce-errors'
import { orderConfirmationKind } from '../orders/order-mails'
import {
  orderLink,
  type OrderDetails,
  type OrderLineRecord,
  type OrderRecord,
  type OrderStatusEventRecord,
} from '../orders/orders.service'
import type { PaymentAccepted, PaymentProvider } from './payments'
import type { Totals } from '../pricing/pricing'
import type { ShippingMethod } from '../pricing/shipping-methods'

export interface Buyer {
  userId: string | null
  /** The signed-in customer's address, used when the cart has none. */
  email: string | null
  /** Language of the order's e-mails. */
  locale: Locale
}

/** The write refused the order (the cart moved on since it was priced): nothing is written, the payment is released. */
export class CheckoutAbort extends Error {
  constructor(readonly code: CommerceErrorCode) {
    super(code)
  }
}

const lineColumns = getTableColumns(orderLines)
const eventColumns = getTableColumns(orderStatusEvents)

/** The SQLSTATE placeOrder's write raises with a {@link CommerceErrorCode} as its message. */
const checkoutAbortState = 'CK001'

const abortCodes = new Set<CommerceErrorCode>([
  'cart_completed',
  'cart_empty',
  'items_unavailable',
  'cart_changed',
])

/** The abort a database error (or one it caused) stands for, if it is one of the write's. */
export function checkoutAbortOf(error: unknown): CheckoutAbort | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const details = current as { code?: unknown; message: string }
    const code = details.message as CommerceErrorCode
    if (details.code === checkoutAbortState && abortCodes.has(code)) return new CheckoutAbort(code)
  }
  return null
}

export interface NewOrder {
  /** Lets a guest see the order; only its hash is stored. */
  accessToken: string
  buyer: Buyer
  cartId: string
  email: string
  address: StoredAddress
  method: ShippingMethod
  /** The lines as priced: the write checks the cart still holds exactly these, at these prices. */
  lines: CartLineRow[]
  totals: Totals
  payment: PaymentAccepted
  provider: PaymentProvider
  code: CheckoutCode | null
  idempotencyKey: string
}

/** Units of a variant, and of its product (all its variants), before and after the order. */
export interface StockChanges {
  variants: { variantId: string; productId: string; before: number; after: number }[]
  products: { productId: string; before: number; after: number }[]
}

export interface WrittenOrder {
  order: OrderRecord
  /** The order with its lines and first status event, as written. */
  details: OrderDetails
  stock: StockChanges
  /** What the attribution step recorded (null: the order is nobody's), for its announcement. */
  attribution: unknown
}

interface PlaceOrderResult {
  orderId: string
  number: string
  createdAt: string
  /** The lines and the first status event as written (to_jsonb of each row). */
  lines: Record<string, unknown>[]
  event: Record<string, unknown>
  stock: StockChanges
  attribution: unknown
}

/**
 * Writes the order in one statement, its own transaction (`comptoir_place_order`): claims the
 * cart, re-checks its lines and prices under lock, takes the stock, creates the order, its lines
 * (name and price snapshots), its first status event, its confirmation e-mail (a reference to
 * the order, rendered when it is sent) and its attribution (`attribution`, the plan's jsonb);
 * answers with the order, its lines and event as written. Throws {@link CheckoutAbort} when the
 * cart moved on since it was priced.
 */
export async function writeOrder(
  db: Database,
  facts: NewOrder,
  attribution: SQL,
  publicUrl: string,
): Promise<WrittenOrder> {
  const lines = facts.lines.map((line, position) => ({
    variantId: line.variantId,
    sku: line.sku,
    productSlug: line.productSlug,
    productName: line.productName,
    variantTitle: variantTitleText(line.options),
    image: lineImage(line),
    unitPriceCents: line.priceCents,
    quantity: line.quantity,
    position,
  }))
  const status = facts.payment.orderStatus
  // The number is drawn by the write, so that only an order that fails leaves a gap: the
  // confirmation's link is built around a marker the write replaces with it. The confirmation
  // itself is rendered from the order when the outbox sends it.
  const numberMarker = `ORDER-NUMBER-${randomBytes(12).toString('hex').toUpperCase()}`
  const mail = {
    kind: orderConfirmationKind,
    link: orderLink(publicUrl, numberMarker, facts.accessToken),
  }
  const { totals, payment } = facts
  const accessTokenHash = hashToken(facts.accessToken)
  // What the order is, as written and as answered.
  const fields = {
    idempotencyKey: facts.idempotencyKey,
    cartId: facts.cartId,
    userId: facts.buyer.userId,
    email: facts.email,
    locale: facts.buyer.locale,
    status,
    ...totals,
    shippingAddress: facts.address,
    shippingMethod: facts.method.code,
    shippingMethodName: facts.method.name,
    paymentMethod: facts.provider.id,
    paymentCardBrand: payment.cardBrand,
    paymentCardLast4: payment.cardLast4,
    paymentReference: payment.reference,
    code: facts.code?.code ?? null,
  }
  const sent = { ...fields, numberMarker, accessTokenHash, lines, mail }
  const [row] = await queryPreparedRows<{ placed: PlaceOrderResult }>(
    db,
    sql`SELECT comptoir_place_order(${JSON.stringify(sent)}::jsonb, ${attribution}) AS placed`,
  )
  if (!row) throw new Error('The order was not created')
  const { placed } = row
  const createdAt = new Date(placed.createdAt)
  const order: OrderRecord = {
    ...fields,
    id: placed.orderId,
    number: placed.number,
    accessTokenHash,
    currency: 'EUR',
    paymentRemindedAt: null,
    carrier: null,
    trackingNumber: null,
    createdAt,
    updatedAt: createdAt,
  }
  const details: OrderDetails = {
    order,
    lines: placed.lines.map((line) => rowFromRecordJson<OrderLineRecord>(lineColumns, line)),
    events: [rowFromRecordJson<OrderStatusEventRecord>(eventColumns, placed.event)],
  }
  return { order, details, stock: placed.stock, attribution: placed.attribution }
}
