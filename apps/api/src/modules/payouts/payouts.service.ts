import type { Locale } from '@comptoir/i18n/locales'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import { ambassadorCommissions, ambassadorPayouts, ambassadors } from '../../db/schema'
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
import { minimumPayoutCents } from '../ambassadors/programme-terms'
import type { MailDispatcher } from '../mail/outbox.service'
import { isUniqueViolation } from '../../db/errors'
import { countPayouts, listPayouts, openPayouts } from './payout-lists'
import { payoutStatement } from './payout-statement'
import { decidePayout, type DecisionOptions, type PayoutDecision } from './payout-decision'
import { createPayoutRunActions } from './payout-run-actions'
import { commandLineActor, type Actor } from '../audit/audit.service'
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
  const decisionOptions = (actor: Actor): DecisionOptions => ({
    portalUrl: deps.ambassadorUrl,
    now: now(),
    payer: deps.shop,
    actor,
  })
  return {
    async request(ambassadorId: string, locale: Locale): Promise<Outcome<PayoutRecord>> {
      const outcome = await requestPayout(db, ambassadorId, locale, now(), deps.payoutAccountHoldMs)
      if (!outcome.ok) return outcome
      await publish(outcome.value.events)
      return success(outcome.value.payout)
    },
    /** Pays or rejects one payout request (the command line); throws when it is not open. */
    async decide(
      payoutId: string,
      decision: PayoutDecision,
      actor: Actor = commandLineActor,
    ): Promise<PayoutRecord> {
      const result = await decidePayout(db, payoutId, decision, decisionOptions(actor))
      await publish(result.events)
      void deps.mail.flush()
      return result.payout
    },
    ...createPayoutRunActions({ db, publish, mail: deps.mail, decisionOptions }),
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
