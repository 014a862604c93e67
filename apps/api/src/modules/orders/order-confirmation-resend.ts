import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { mailOutbox, orders } from '../../db/schema'
import { recordAudit, type Actor } from '../audit/audit.service'
import type { MailDispatcher } from '../mail/outbox.service'
import { orderConfirmationKind } from './order-mails'
import { orderLink, type OrderRecord } from './orders.service'

export type ResendResult =
  { ok: true; order: OrderRecord } | { ok: false; reason: 'not_found' | 'cancelled' }

/**
 * Sends the order's confirmation again, rendered from the order as it is now. Only the hash of
 * the first link's access token is kept: this one opens the order page, where the buyer signs in
 * or asks for a fresh link.
 */
export async function resendOrderConfirmation(
  deps: { db: Database; mail: MailDispatcher; logger: Logger; publicUrl: string },
  number: string,
  actor: Actor,
): Promise<ResendResult> {
  const result = await deps.db.transaction(async (tx): Promise<ResendResult> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.number, number.trim().toUpperCase()))
    if (!order) return { ok: false, reason: 'not_found' }
    if (order.status === 'CANCELLED') return { ok: false, reason: 'cancelled' }
    await tx.insert(mailOutbox).values({
      kind: orderConfirmationKind,
      recipient: order.email,
      subject: '',
      text: '',
      html: '',
      link: orderLink(deps.publicUrl, order.number, null),
      orderId: order.id,
    })
    await recordAudit(tx, actor, {
      action: 'order.confirmation_resent',
      recordType: 'order',
      recordId: order.number,
      before: null,
      after: { email: order.email },
    })
    return { ok: true, order }
  })
  if (result.ok) {
    deps.mail.flush().catch((error: unknown) => {
      deps.logger.error({ err: error }, 'the confirmation sent again could not be dispatched')
    })
  }
  return result
}
