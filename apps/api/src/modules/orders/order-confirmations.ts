import { defaultLocale, isLocale, type Locale } from '@comptoir/i18n/locales'
import { sql } from 'drizzle-orm'

import type { Config } from '../../config'
import { queryRows, type Database } from '../../db/client'
import type {
  MailReference,
  MailRenderer,
  OutgoingMail,
  RenderedMail,
} from '../mail/outbox.service'
import { bankTransferInstructions, bankTransferProviderId } from './bank-transfer'
import { orderConfirmationKind, orderConfirmationMail, type OrderMailFacts } from './order-mails'
import { orderLink } from './orders.service'
import {
  paymentExpiredKind,
  paymentExpiredMail,
  paymentReminderKind,
  paymentReminderMail,
} from './payment-mails'

/** An order as stored, with what its e-mails show (the link is the outbox message's). */
type StoredOrder = Omit<OrderMailFacts, 'link' | 'locale' | 'transfer'> & {
  id: string
  locale: string
  /** The status the order was placed in (its first status event). */
  status: string
  /** Its status now. */
  currentStatus: string
  currency: string
  createdAt: string | Date
}

/** What the order e-mails need of the configuration. */
export type OrderMailSettings = Pick<Config, 'publicUrl' | 'commerce'>

async function storedOrders(db: Database, ids: readonly string[]) {
  const rows = await queryRows<StoredOrder>(
    db,
    sql`SELECT o."id", o."number", o."email", o."locale", o."status"::text AS "currentStatus",
        coalesce((SELECT e."to_status" FROM "order_status_events" e
          WHERE e."order_id" = o."id" AND e."from_status" IS NULL
          ORDER BY e."created_at" LIMIT 1), o."status")::text AS "status",
        o."payment_method" AS "paymentMethod", o."currency", o."created_at" AS "createdAt",
        o."total_cents" AS "totalCents", o."vat_cents" AS "vatCents",
        o."shipping_cents" AS "shippingCents", o."discount_cents" AS "discountCents",
        coalesce((SELECT jsonb_agg(jsonb_build_object('productName', l."product_name",
            'variantTitle', l."variant_title", 'quantity', l."quantity",
            'totalCents', l."unit_price_cents" * l."quantity") ORDER BY l."position")
          FROM "order_lines" l WHERE l."order_id" = o."id"), '[]'::jsonb) AS "lines"
      FROM "orders" o
      WHERE o."id" IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * A renderer of one kind of order e-mail: the orders of a batch are read as stored when the
 * outbox sends them, in one query; `make` writes each message (null: nothing to send).
 */
function orderMailRenderer(
  db: Database,
  make: (order: StoredOrder, locale: Locale, reference: MailReference) => OutgoingMail | null,
): MailRenderer {
  return async (references) => {
    const orders = await storedOrders(
      db,
      references.map((reference) => reference.orderId),
    )
    const mails = new Map<string, RenderedMail>()
    for (const reference of references) {
      const order = orders.get(reference.orderId)
      if (!order) continue
      const mail = make(order, isLocale(order.locale) ? order.locale : defaultLocale, reference)
      if (mail) {
        mails.set(reference.id, {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
      }
    }
    return mails
  }
}

/**
 * The orders' e-mails rendered when they are sent, by kind, for the mail dispatcher: the
 * confirmation (with the link the outbox keeps, and the bank details of a transfer to make), the
 * reminder of a transfer still awaited and the notice of an order cancelled unpaid.
 */
export function orderMailRenderers(
  db: Database,
  settings: OrderMailSettings,
): Record<string, MailRenderer> {
  const account = settings.commerce.bankTransfer
  const transferOf = (order: StoredOrder) =>
    bankTransferInstructions(account, { ...order, createdAt: new Date(order.createdAt) })
  const pageOf = (order: StoredOrder, locale: Locale) => ({
    number: order.number,
    email: order.email,
    locale,
    link: orderLink(settings.publicUrl, order.number, null),
  })
  return {
    [orderConfirmationKind]: orderMailRenderer(db, (order, locale, reference) =>
      reference.link === null
        ? null
        : orderConfirmationMail({
            ...order,
            locale,
            link: reference.link,
            transfer:
              order.paymentMethod === bankTransferProviderId &&
              order.currentStatus === 'PENDING_PAYMENT'
                ? transferOf(order)
                : null,
          }),
    ),
    [paymentReminderKind]: orderMailRenderer(db, (order, locale) =>
      paymentReminderMail(pageOf(order, locale), transferOf(order)),
    ),
    [paymentExpiredKind]: orderMailRenderer(db, (order, locale) =>
      paymentExpiredMail(pageOf(order, locale)),
    ),
  }
}
