import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import {
  ambassadorCommissions,
  ambassadorPayouts,
  ambassadors,
  orders,
  users,
} from '../../db/schema'
import { failure, success, type Outcome } from '../../field-error'
import {
  ambassadorError,
  payoutAccountHeldError,
  payoutMinimumError,
} from '../ambassadors/ambassador-errors'
import { payoutAccountHeldUntil } from '../ambassadors/ambassador-profile'
import {
  ambassadorEvent,
  type AmbassadorEvent,
  type EventPublisher,
} from '../ambassadors/ambassador-events'
import { payoutDecisionMail } from '../ambassadors/ambassador-mails'
import { minimumPayoutCents } from '../ambassadors/programme-terms'
import { enqueueMail, type MailDispatcher } from '../mail/outbox.service'
import { isUniqueViolation } from '../../db/errors'
import { countPayouts, listPayouts, openPayouts } from './payout-lists'
import { payoutStatement } from './payout-statement'
import { renderStatementPdf, statementFilename } from './statement-pdf'

export type PayoutRecord = typeof ambassadorPayouts.$inferSelect

/** The approved balance not yet in a payout: approved sales minus clawbacks. */
export async function availableBalance(db: Database, ambassadorId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ambassadorCommissions.amountCents}), 0)::int` })
    .from(ambassadorCommissions)
    .where(
      and(
        eq(ambassadorCommissions.ambassadorId, ambassadorId),
        eq(ambassadorCommissions.status, 'APPROVED'),
        isNull(ambassadorCommissions.payoutId),
      ),
    )
  return row?.total ?? 0
}

/**
 * Opens a payout request for the whole approved balance (clawbacks netted), when it is at least
 * €50, no request is open and an IBAN is on file, set or changed at least `holdMs` ago.
 */
export async function requestPayout(
  db: Database,
  ambassadorId: string,
  locale: Locale,
  now: Date,
  holdMs = 0,
): Promise<Outcome<{ payout: PayoutRecord; events: AmbassadorEvent[] }>> {
  try {
    return await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ iban: ambassadors.iban, ibanChangedAt: ambassadors.ibanChangedAt })
        .from(ambassadors)
        .where(eq(ambassadors.userId, ambassadorId))
        .for('update')
      if (!profile?.iban) return failure([ambassadorError('payout_no_iban', null, locale)])
      const heldUntil = payoutAccountHeldUntil(profile.ibanChangedAt, holdMs, now)
      if (heldUntil) return failure([payoutAccountHeldError(heldUntil, locale)])
      const [open] = await tx
        .select({ id: ambassadorPayouts.id })
        .from(ambassadorPayouts)
        .where(
          and(
            eq(ambassadorPayouts.ambassadorId, ambassadorId),
            eq(ambassadorPayouts.status, 'REQUESTED'),
          ),
        )
        .limit(1)
      if (open) return failure([ambassadorError('payout_open', null, locale)])
      const lines = await tx
        .select({ id: ambassadorCommissions.id, amount: ambassadorCommissions.amountCents })
        .from(ambassadorCommissions)
        .where(
          and(
            eq(ambassadorCommissions.ambassadorId, ambassadorId),
            eq(ambassadorCommissions.status, 'APPROVED'),
            isNull(ambassadorCommissions.payoutId),
          ),
        )
        .for('update')
      const balance = lines.reduce((sum, line) => sum + line.amount, 0)
      if (balance < minimumPayoutCents) {
        return failure([payoutMinimumError(minimumPayoutCents, balance, locale)])
      }
      const [payout] = await tx
        .insert(ambassadorPayouts)
        .values({ ambassadorId, amountCents: balance, iban: profile.iban, requestedAt: now })
        .returning()
      if (!payout) throw new Error('The payout was not created')
      await tx
        .update(ambassadorCommissions)
        .set({ payoutId: payout.id, updatedAt: now })
        .where(
          inArray(
            ambassadorCommissions.id,
            lines.map((line) => line.id),
          ),
        )
      return success({
        payout,
        events: [
          ambassadorEvent('PAYOUT_STATUS_CHANGED', ambassadorId, now, {
            payoutId: payout.id,
            payoutStatus: payout.status,
            amountCents: payout.amountCents,
          }),
        ],
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) return failure([ambassadorError('payout_open', null, locale)])
    throw error
  }
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
  decision: { status: 'PAID' } | { status: 'REJECTED'; reason: string },
  portalUrl: string,
  now: Date,
  payer: ShopIdentity,
): Promise<{ payout: PayoutRecord; events: AmbassadorEvent[] }> {
  if (decision.status === 'REJECTED' && decision.reason.trim() === '') {
    throw new Error('A reason is required to reject a payout')
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(payoutId)) {
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

export interface PayoutsDeps {
  db: Database
  now: () => Date
  publish: EventPublisher
  mail: MailDispatcher
  ambassadorUrl: string
  /** How long payouts to a new IBAN wait, from its change. */
  payoutAccountHoldMs: number
  /** Who pays, as the statements say. */
  shop: ShopIdentity
}

/** Payout requests of ambassadors and the operator's decisions on them. */
export function createPayoutsService(deps: PayoutsDeps) {
  const { db, now, publish } = deps
  return {
    async request(ambassadorId: string, locale: Locale): Promise<Outcome<PayoutRecord>> {
      const outcome = await requestPayout(db, ambassadorId, locale, now(), deps.payoutAccountHoldMs)
      if (!outcome.ok) return outcome
      await publish(outcome.value.events)
      return success(outcome.value.payout)
    },
    async decide(
      payoutId: string,
      decision: { status: 'PAID' } | { status: 'REJECTED'; reason: string },
    ): Promise<PayoutRecord> {
      const result = await decidePayout(
        db,
        payoutId,
        decision,
        deps.ambassadorUrl,
        now(),
        deps.shop,
      )
      await publish(result.events)
      void deps.mail.flush()
      return result.payout
    },
    open: () => openPayouts(db),
    list: (ambassadorId: string, limit: number, offset: number) =>
      listPayouts(db, ambassadorId, limit, offset),
    count: (ambassadorId: string) => countPayouts(db, ambassadorId),
    availableBalance: (ambassadorId: string) => availableBalance(db, ambassadorId),
    /** An ambassador's own paid payout as a PDF statement; null for any other payout. */
    async statementPdf(ambassadorId: string, payoutId: string) {
      const statement = await payoutStatement(db, payoutId, ambassadorId, deps.shop)
      if (!statement) return null
      return { filename: statementFilename(statement), pdf: await renderStatementPdf(statement) }
    },
    minimumPayoutCents,
  }
}

export type PayoutsService = ReturnType<typeof createPayoutsService>
