import { defaultLocale, isLocale } from '@comptoir/i18n/locales'
import { sql } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import type { MailRenderer, RenderedMail } from '../mail/outbox.service'
import { orderConfirmationKind, orderConfirmationMail, type OrderMailFacts } from './order-mails'

/** An order as stored, with what its confirmation shows (the link is the outbox message's). */
type ConfirmedOrder = Omit<OrderMailFacts, 'link' | 'locale'> & {
  id: string
  locale: string
  /** The status the order was placed in (its first status event). */
  status: string
}

/**
 * Renders order confirmations when the outbox sends them, from the orders as stored: their
 * number, language, amounts, line snapshots and the status they were placed in, in one query
 * for the batch. The link (with the order's access token) is the one stored with the message.
 */
export function createOrderConfirmationRenderer(db: Database): MailRenderer {
  return async (references) => {
    const ids = references.map((reference) => reference.orderId)
    const rows = await queryRows<ConfirmedOrder>(
      db,
      sql`SELECT o."id", o."number", o."email", o."locale",
          coalesce((SELECT e."to_status" FROM "order_status_events" e
            WHERE e."order_id" = o."id" AND e."from_status" IS NULL
            ORDER BY e."created_at" LIMIT 1), o."status")::text AS "status",
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
    const byId = new Map(rows.map((row) => [row.id, row]))
    const mails = new Map<string, RenderedMail>()
    for (const reference of references) {
      const order = byId.get(reference.orderId)
      if (!order || reference.link === null) continue
      const mail = orderConfirmationMail({
        ...order,
        locale: isLocale(order.locale) ? order.locale : defaultLocale,
        link: reference.link,
      })
      mails.set(reference.id, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })
    }
    return mails
  }
}

/** The orders' e-mails rendered when they are sent, by kind, for the mail dispatcher. */
export function orderMailRenderers(db: Database): Record<string, MailRenderer> {
  return { [orderConfirmationKind]: createOrderConfirmationRenderer(db) }
}
