import { isLocale } from '@comptoir/i18n/locales'
import { eq, inArray, and } from 'drizzle-orm'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import {
  ambassadorCommissions,
  ambassadorPayouts,
  ambassadors,
  orders,
  users,
} from '../../db/schema'
import { recordAudit, type Actor } from '../audit/audit.service'
import { ambassadorEvent, type AmbassadorEvent } from '../ambassadors/ambassador-events'
import { payoutDecisionMail } from '../ambassadors/ambassador-mails'
import { enqueueMail } from '../mail/outbox.service'
import { payoutStatement } from './payout-statement'
import type { PayoutRecord } from './payouts.service'
import { renderStatementPdf, statementFilename } from './statement-pdf'

export type PayoutDecision = { status: 'PAID' } | { status: 'REJECTED'; reason: string }

export interface DecisionOptions {
  /** The portal's address, in the e-mail. */
  portalUrl: string
  now: Date
  /** Who pays, as the statement says. */
  payer: ShopIdentity
  /** Who decided, for the audit log. */
  actor: Actor
}

/**
 * The operator's decision on a REQUESTED payout: PAID marks its lines PAID; REJECTED (with a
 * reason) puts them back in the balance. The ambassador gets an e-mail in their language: always
 * for a rejection, and for a payment when they want e-mails about payouts sent, with the payout's
 * statement attached.
 */
export async function decidePayout(
  db: Database,
  payoutId: string,
  decision: PayoutDecision,
  options: DecisionOptions,
): Promise<{ payout: PayoutRecord; events: AmbassadorEvent[] }> {
  const { portalUrl, now, payer, actor } = options
  if (decision.status === 'REJECTED' && decision.reason.trim() === '') {
    throw new Error('A reason is required to reject a payout')
  }
  if (!isUuid(payoutId)) {
    throw new Error(`No open payout request ${payoutId}`)
  }
  return db.transaction(async (tx) => {
    const [payout] = await tx
      .update(ambassadorPayouts)
      .set({
        status: decision.status,
        reason: decision.status === 'REJECTED' ? decision.reason.trim() : null,
        decidedAt: now,
      })
      .where(and(eq(ambassadorPayouts.id, payoutId), eq(ambassadorPayouts.status, 'REQUESTED')))
      .returning()
    if (!payout) throw new Error(`No open payout request ${payoutId}`)
    await recordAudit(tx, actor, {
      action: decision.status === 'PAID' ? 'payout.paid' : 'payout.rejected',
      recordType: 'payout',
      recordId: payout.id,
      before: { status: 'REQUESTED', amountCents: payout.amountCents },
      after: { status: payout.status, ...(payout.reason ? { reason: payout.reason } : {}) },
    })
    const events: AmbassadorEvent[] = [
      ambassadorEvent('PAYOUT_STATUS_CHANGED', payout.ambassadorId, now, {
        payoutId: payout.id,
        payoutStatus: payout.status,
        amountCents: payout.amountCents,
      }),
    ]
    if (decision.status === 'PAID') {
      const paid = await tx
        .update(ambassadorCommissions)
        .set({ status: 'PAID', paidAt: now, updatedAt: now })
        .where(eq(ambassadorCommissions.payoutId, payout.id))
        .returning()
      const numbers = paid.length
        ? await tx
            .select({ id: orders.id, number: orders.number })
            .from(orders)
            .where(
              inArray(
                orders.id,
                paid.map((line) => line.orderId),
              ),
            )
        : []
      const numberOf = new Map(numbers.map((row) => [row.id, row.number]))
      for (const line of paid) {
        events.push(
          ambassadorEvent('COMMISSION_STATUS_CHANGED', line.ambassadorId, now, {
            orderNumber: numberOf.get(line.orderId) ?? null,
            commissionId: line.id,
            commissionStatus: line.status,
            amountCents: line.amountCents,
            operationId: line.operationId,
          }),
        )
      }
    } else {
      await tx
        .update(ambassadorCommissions)
        .set({ payoutId: null, updatedAt: now })
        .where(eq(ambassadorCommissions.payoutId, payout.id))
    }
    const [owner] = await tx
      .select({
        email: users.email,
        name: users.name,
        locale: ambassadors.locale,
        wantsMail: ambassadors.mailPayoutSent,
      })
      .from(ambassadors)
      .innerJoin(users, eq(users.id, ambassadors.userId))
      .where(eq(ambassadors.userId, payout.ambassadorId))
    if (owner && (decision.status === 'REJECTED' || owner.wantsMail)) {
      // The statement is rendered now and stored with the message: the e-mail carries the
      // document as it stood when the payout was made, and the outbox, which commits with the
      // decision, can send it after a crash without the dispatcher knowing about payouts.
      const statement =
        decision.status === 'PAID' ? await payoutStatement(tx, payout.id, null, payer) : null
      const attachments = statement
        ? [
            {
              filename: statementFilename(statement),
              contentType: 'application/pdf',
              content: (await renderStatementPdf(statement)).toString('base64'),
            },
          ]
        : []
      await enqueueMail(tx, {
        ...payoutDecisionMail({
          to: owner.email,
          name: owner.name,
          amountCents: payout.amountCents,
          status: decision.status,
          reason: payout.reason,
          portalUrl,
          locale: isLocale(owner.locale) ? owner.locale : 'en',
          statementAttached: attachments.length > 0,
        }),
        attachments,
      })
    }
    return { payout, events }
  })
}
