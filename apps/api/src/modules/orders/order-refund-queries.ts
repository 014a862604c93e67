import { sql } from 'drizzle-orm'

import { queryRows, type Database } from '../../db/client'
import type { LocalizedText } from '../../db/schema/localized'

/** A refund as the order page shows it: how much, which units, when, by whom. */
export interface RefundOnOrder {
  id: string
  status: 'PENDING' | 'SUCCEEDED'
  amountCents: number
  restock: boolean
  reason: string | null
  actorName: string
  createdAt: Date
  lines: {
    lineId: string
    sku: string
    productName: LocalizedText
    variantTitle: LocalizedText
    quantity: number
  }[]
}

/** The refunds of an order (given back, or being given back), oldest first, in one statement. */
export async function refundsOf(db: Database, orderId: string): Promise<RefundOnOrder[]> {
  const rows = await queryRows<Omit<RefundOnOrder, 'createdAt'> & { createdAt: string | Date }>(
    db,
    sql`SELECT r.id, r.status::text AS status, r.amount_cents AS "amountCents", r.restock,
          r.reason, r.actor_name AS "actorName", r.created_at AS "createdAt",
          coalesce((SELECT jsonb_agg(jsonb_build_object('lineId', l.id, 'sku', l.sku,
              'productName', l.product_name, 'variantTitle', l.variant_title,
              'quantity', rl.quantity) ORDER BY l.position)
            FROM order_refund_lines rl JOIN order_lines l ON l.id = rl.order_line_id
            WHERE rl.refund_id = r.id), '[]'::jsonb) AS lines
        FROM order_refunds r
        WHERE r.order_id = ${orderId} AND r.status <> 'FAILED'
        ORDER BY r.created_at, r.id`,
  )
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}
