import { asc, eq, inArray } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { orderNotes, orders } from '../../db/schema'
import { recordAudit, type Actor } from '../audit/audit.service'

export type OrderNoteRecord = typeof orderNotes.$inferSelect

/** Writes a staff note on an order, with its audit row; null when there is no such order. */
export async function addOrderNote(
  db: Database,
  number: string,
  body: string,
  author: { actor: Actor; name: string },
): Promise<OrderNoteRecord | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(eq(orders.number, number.trim().toUpperCase()))
    if (!order) return null
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, body, staffId: author.actor.staffId, authorName: author.name })
      .returning()
    if (!note) throw new Error('The note was not written')
    await recordAudit(tx, author.actor, {
      action: 'order.note',
      recordType: 'order',
      recordId: order.number,
      before: null,
      after: { note: body },
    })
    return note
  })
}

/** The notes of some orders, oldest first, in one statement. */
export function notesOf(db: Database, orderIds: readonly string[]) {
  return orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orderNotes)
        .where(inArray(orderNotes.orderId, [...orderIds]))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id))
}
