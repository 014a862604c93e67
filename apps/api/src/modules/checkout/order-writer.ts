import type { Locale } from '@comptoir/i18n/locales'
import { sql } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import type { StoredAddress } from '../../db/schema/commerce'
import { hashToken } from '../accounts/tokens'
import { lineImage, type CartLineRow } from '../cart/cart-lines'
import { variantTitleText } from '../cart/variant-title'
import type { CheckoutCode } from './checkout-codes'
import type { CommerceErrorCode } from './commerce-errors'
import { orderConfirmationMail } from '../orders/order-mails'
import { orderLink, type OrderRecord } from '../orders/orders.service'
import type { PaymentAccepted, PaymentProvider } from './payments'
import type { Totals } from './pricing'
import type { ShippingMethod } from './shipping-methods'

export interface Buyer {
  userId: string | null
  /** The signed-in customer's address, used when the cart has none. */
  email: string | null
  /** Language of the order's e-mails. */
  locale: Locale
}

/** Stops the transaction; the order is not created and the payment is released. */
export class CheckoutAbort extends Error {
  constructor(readonly code: CommerceErrorCode) {
    super(code)
  }
}

/** Takes every line's units, only where enough are left; the CHECK (stock >= 0) backs it. */
export async function takeStock(tx: Database, lines: CartLineRow[]) {
  const values = sql.join(
    lines.map((line) => sql`(${line.variantId}::uuid, ${line.quantity}::int)`),
    sql`, `,
  )
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE product_variants AS v SET stock = v.stock - x.quantity
        FROM (VALUES ${values}) AS x(id, quantity)
        WHERE v.id = x.id AND v.stock >= x.quantity
        RETURNING v.id`,
  )
  if (taken.length !== lines.length) throw new CheckoutAbort('items_unavailable')
}

/** Locks the cart and draws the order number (a gap if the order fails, as sequences do). */
export async function claimCart(tx: Database, cartId: string) {
  const [row] = await queryRows<{ status: string; sequence: string; year: string }>(
    tx,
    sql`SELECT status, nextval('order_number_seq')::text AS sequence,
          to_char(now() AT TIME ZONE 'UTC', 'YYYY') AS year
        FROM carts WHERE id = ${cartId} FOR UPDATE`,
  )
  return row ?? null
}

export interface NewOrder {
  number: string
  /** Lets a guest see the order; only its hash is stored. */
  accessToken: string
  buyer: Buyer
  cartId: string
  email: string
  address: StoredAddress
  method: ShippingMethod
  lines: CartLineRow[]
  totals: Totals
  payment: PaymentAccepted
  provider: PaymentProvider
  code: CheckoutCode | null
  idempotencyKey: string
}

/**
 * Creates the order, its lines (name and price snapshots), its first status event and its
 * confirmation e-mail, and completes the cart, in one statement.
 */
export async function createOrder(
  tx: Database,
  facts: NewOrder,
  publicUrl: string,
): Promise<OrderRecord> {
  const lines = facts.lines.map((line, position) => ({
    variant_id: line.variantId,
    sku: line.sku,
    slug: line.productSlug,
    name: line.productName,
    title: variantTitleText(line.options),
    image: lineImage(line),
    price: line.priceCents,
    quantity: line.quantity,
    position,
  }))
  const status = facts.payment.orderStatus
  const mail = orderConfirmationMail({
    number: facts.number,
    email: facts.email,
    locale: facts.buyer.locale,
    link: orderLink(publicUrl, facts.number, facts.accessToken),
    status,
    totalCents: facts.totals.totalCents,
    vatCents: facts.totals.vatCents,
    shippingCents: facts.totals.shippingCents,
    discountCents: facts.totals.discountCents,
    lines: lines.map((line) => ({
      productName: line.name,
      variantTitle: line.title,
      quantity: line.quantity,
      totalCents: line.price * line.quantity,
    })),
  })
  const { totals, payment } = facts
  const accessTokenHash = hashToken(facts.accessToken)
  const [created] = await queryRows<{ id: string; created_at: string | Date }>(
    tx,
    sql`WITH new_order AS (
          INSERT INTO orders (number, access_token_hash, idempotency_key, cart_id, user_id, email,
            locale, status, subtotal_cents, discount_cents, shipping_cents, total_cents, vat_cents,
            shipping_address, shipping_method, shipping_method_name, payment_method,
            payment_card_brand, payment_card_last4, payment_reference, code)
          VALUES (${facts.number}, ${accessTokenHash}, ${facts.idempotencyKey}, ${facts.cartId},
            ${facts.buyer.userId}, ${facts.email}, ${facts.buyer.locale}, ${status},
            ${totals.subtotalCents}, ${totals.discountCents}, ${totals.shippingCents},
            ${totals.totalCents}, ${totals.vatCents}, ${JSON.stringify(facts.address)}::jsonb,
            ${facts.method.code}, ${JSON.stringify(facts.method.name)}::jsonb, ${facts.provider.id},
            ${payment.cardBrand}, ${payment.cardLast4}, ${payment.reference},
            ${facts.code?.code ?? null})
          RETURNING id, created_at, status
        ), new_lines AS (
          INSERT INTO order_lines (order_id, variant_id, sku, product_slug, product_name,
            variant_title, image, unit_price_cents, quantity, position)
          SELECT new_order.id, x.variant_id, x.sku, x.slug, x.name, x.title, x.image, x.price,
            x.quantity, x.position
          FROM new_order, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS x(
            variant_id uuid, sku text, slug text, name jsonb, title jsonb, image text,
            price integer, quantity integer, position integer)
        ), first_event AS (
          INSERT INTO order_status_events (order_id, from_status, to_status, actor, created_at)
          SELECT id, NULL, status, 'checkout', created_at FROM new_order
        ), completed_cart AS (
          UPDATE carts SET status = 'COMPLETED', updated_at = now() WHERE id = ${facts.cartId}
        ), confirmation AS (
          INSERT INTO mail_outbox (kind, recipient, subject, text, html, link)
          VALUES (${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html},
            ${mail.link ?? null})
        )
        SELECT id, created_at FROM new_order`,
  )
  if (!created) throw new Error('The order was not created')
  const createdAt = new Date(created.created_at)
  return {
    id: created.id,
    number: facts.number,
    accessTokenHash,
    idempotencyKey: facts.idempotencyKey,
    cartId: facts.cartId,
    userId: facts.buyer.userId,
    email: facts.email,
    locale: facts.buyer.locale,
    status,
    currency: 'EUR',
    ...totals,
    shippingAddress: facts.address,
    shippingMethod: facts.method.code,
    shippingMethodName: facts.method.name,
    paymentMethod: facts.provider.id,
    paymentCardBrand: payment.cardBrand,
    paymentCardLast4: payment.cardLast4,
    paymentReference: payment.reference,
    code: facts.code?.code ?? null,
    createdAt,
    updatedAt: createdAt,
  }
}
