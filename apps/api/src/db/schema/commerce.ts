import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { users } from './accounts'
import { productVariants } from './catalog'
import type { LocalizedText } from './localized'

/** A postal address as the checkout stores it (validated with @comptoir/validation). */
export interface StoredAddress {
  firstName: string
  lastName: string
  line1: string
  line2: string | null
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2. */
  country: string
  phone: string | null
}

export const cartStatus = pgEnum('cart_status', ['ACTIVE', 'MERGED', 'COMPLETED'])

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * SHA-256 (hex) of the opaque id the client keeps (256 random bits, base64url), the cart's
     * capability; the id itself is never stored.
     */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: cartStatus('status').notNull().default('ACTIVE'),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    shippingMethod: text('shipping_method'),
    /** An ambassador or operation code, upper case. */
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_one_active_per_user')
      .on(table.userId)
      .where(sql`status = 'ACTIVE' AND user_id IS NOT NULL`),
  ],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_cart_variant_key').on(table.cartId, table.variantId),
    check('cart_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
)

export const orderStatus = pgEnum('order_status', [
  'PENDING_PAYMENT',
  'PAID',
  'FULFILLED',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
])

/** Feeds the human order numbers (CPT-2026-000123). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 })

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** SHA-256 (hex) of the token that lets a guest see the order (confirmation link and e-mail). */
    accessTokenHash: text('access_token_hash').notNull(),
    /** The client's key for placeOrder: the same key always means this order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cartId: uuid('cart_id')
      .notNull()
      .unique()
      .references(() => carts.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** Language of the buyer's e-mails. */
    locale: text('locale').notNull(),
    status: orderStatus('status').notNull(),
    currency: text('currency').notNull().default('EUR'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    shippingMethod: text('shipping_method').notNull(),
    shippingMethodName: jsonb('shipping_method_name').$type<LocalizedText>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** Card brand and last four digits only; card numbers are never stored. */
    paymentCardBrand: text('payment_card_brand'),
    paymentCardLast4: text('payment_card_last4'),
    paymentReference: text('payment_reference'),
    /** The checkout code as entered (ambassador or operation), upper case. */
    code: text('code'),
    /** The carrier and its tracking number, once shipped from the back office. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** When the buyer of an unpaid order was reminded to pay (once). */
    paymentRemindedAt: timestamp('payment_reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The unpaid orders job reads these, oldest first.
    index('orders_awaiting_payment_idx')
      .on(table.paymentMethod, table.createdAt)
      .where(sql`status = 'PENDING_PAYMENT'`),
    // Looked up by customer only: guest orders stay out of it.
    index('orders_user_id_created_at_idx')
      .on(table.userId, table.createdAt)
      .where(sql`user_id IS NOT NULL`),
    index('orders_status_idx').on(table.status),
    index('orders_payment_reference_idx').on(table.paymentMethod, table.paymentReference),
    check(
      'orders_amounts_check',
      sql`${table.subtotalCents} >= 0 AND ${table.discountCents} >= 0 AND ${table.shippingCents} >= 0 AND ${table.totalCents} >= 0 AND ${table.vatCents} >= 0`,
    ),
  ],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    productSlug: text('product_slug').notNull(),
    productName: jsonb('product_name').$type<LocalizedText>().notNull(),
    variantTitle: jsonb('variant_title').$type<LocalizedText>().notNull(),
    image: text('image'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
)

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    /** Who made the change: `checkout`, `admin`… */
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_id_idx').on(table.orderId, table.createdAt)],
)
