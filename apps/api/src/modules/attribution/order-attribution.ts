import { randomBytes } from 'node:crypto'

import { and, eq, getTableColumns, gt, or, sql, type SQL } from 'drizzle-orm'

import type { AfterCommit } from '../../db/after-commit'
import {
  ambassadorCommissions,
  ambassadorOperations,
  ambassadors,
  checkoutReferrals,
  orderAttributions,
  orderStatus,
  referralVisits,
  users,
} from '../../db/schema'
import { ambassadorEvent, type AmbassadorEvent } from '../ambassadors/ambassador-events'
import { newOrderMail } from '../ambassadors/ambassador-mails'
import { referralWindowMs } from '../ambassadors/programme-terms'
import type { AttributedOrder, AttributionScope } from '../checkout/attribution-port'
import type { OrderStatus } from '../orders/order-state'
import { jsonObjectOf, rowFromJson, rowFromRecordJson } from '../../db/json-columns'
import { earningOrderStatuses, saleCommission } from '../commissions/commission-rules'
import type { CommissionRecord } from '../commissions/commission-lines'
import {
  liveOperationCondition,
  operationState,
  type OperationRecord,
} from '../operations/operation-state'

/** Orders that count in sales and toward goals: those that earn a commission, the paid ones. */
export const countedOrderStatuses: readonly OrderStatus[] = orderStatus.enumValues.filter(
  (status) => earningOrderStatuses.includes(status),
)

/** Every other status: unpaid (a bank transfer waiting), cancelled, refunded. */
export const uncountedOrderStatuses: readonly OrderStatus[] = orderStatus.enumValues.filter(
  (status) => !countedOrderStatuses.includes(status),
)

type AttributionSource = (typeof orderAttributions.$inferSelect)['source']

const operationColumns = getTableColumns(ambassadorOperations)

interface ReferralFact {
  visitId: string
  ambassadorId: string
  rateBps: number
  operation: Record<string, unknown> | null
}

/** What {@link attributionFacts} reads. */
interface AttributionFacts {
  at: string
  self: string[]
  codeRateBps: number | null
  chosen: { approved: boolean; rateBps: number; operation: Record<string, unknown> } | null
  referrals: ReferralFact[]
}

/**
 * Everything the decision needs, as one jsonb expression: the buyer's own ambassador profiles
 * (same account or same e-mail), the operation chosen at checkout, the latest referrals within
 * 30 days (kept by the client, or made signed in) of approved ambassadors, and the rates.
 */
export function attributionFacts(scope: AttributionScope): SQL {
  const now = sql`(${scope.at})::timestamptz`
  const since = sql`(${now} - ${sql.raw(String(referralWindowMs))} * interval '1 millisecond')`
  const chosenVisit = sql`(SELECT ${checkoutReferrals.referralVisitId} FROM ${checkoutReferrals}
    WHERE ${checkoutReferrals.cartId} = ${scope.cartId})`
  const self = sql`(SELECT coalesce(jsonb_agg(${ambassadors.userId}), '[]'::jsonb)
    FROM ${ambassadors} JOIN ${users} ON ${users.id} = ${ambassadors.userId}
    WHERE ${or(
      scope.userId ? eq(ambassadors.userId, scope.userId) : undefined,
      sql`lower(${users.email}) = lower(trim(${scope.email}))`,
    )})`
  const chosen = sql`(SELECT jsonb_build_object('approved', ${ambassadors.status} = 'APPROVED',
      'rateBps', ${ambassadors.commissionRateBps}, 'operation', ${jsonObjectOf(operationColumns)})
    FROM ${checkoutReferrals}
    JOIN ${ambassadorOperations} ON ${ambassadorOperations.id} = ${checkoutReferrals.operationId}
    JOIN ${ambassadors} ON ${ambassadors.userId} = ${ambassadorOperations.ambassadorId}
    WHERE ${checkoutReferrals.cartId} = ${scope.cartId})`
  const visitOwners = or(
    sql`${referralVisits.id} = ${chosenVisit}`,
    scope.userId ? eq(referralVisits.customerId, scope.userId) : undefined,
  )
  const referrals = sql`(SELECT coalesce(jsonb_agg(r.fact ORDER BY r.created_at DESC), '[]'::jsonb)
    FROM (SELECT ${referralVisits.createdAt} AS created_at, jsonb_build_object(
        'visitId', ${referralVisits.id}, 'ambassadorId', ${referralVisits.ambassadorId},
        'rateBps', ${ambassadors.commissionRateBps},
        'operation', CASE WHEN ${ambassadorOperations.id} IS NULL THEN NULL
          ELSE ${jsonObjectOf(operationColumns)} END) AS fact
      FROM ${referralVisits}
      JOIN ${ambassadors} ON ${ambassadors.userId} = ${referralVisits.ambassadorId}
      LEFT JOIN ${ambassadorOperations}
        ON ${ambassadorOperations.id} = ${referralVisits.operationId}
      WHERE ${and(
        visitOwners,
        eq(ambassadors.status, 'APPROVED'),
        gt(referralVisits.createdAt, since),
      )}
      ORDER BY ${referralVisits.createdAt} DESC
      LIMIT 20) r)`
  const codeRate = sql`(SELECT ${ambassadors.commissionRateBps} FROM ${ambassadors}
    WHERE ${ambassadors.userId} = ${scope.codeAmbassadorId})`
  return sql`jsonb_build_object('at', (${scope.at})::text, 'self', ${self},
    'codeRateBps', ${codeRate}, 'chosen', ${chosen}, 'referrals', ${referrals})`
}

interface Candidate {
  ambassadorId: string
  operationId: string | null
  source: AttributionSource
  referralVisitId: string | null
  rateBps: number
  /**
   * What the write re-checks: 'candidate', the operation must still be live (else the next
   * candidate); 'operation', the operation is dropped if it has ended; 'none', nothing.
   */
  check: 'candidate' | 'operation' | 'none'
}

/**
 * Decides who an order is attributed to, from {@link attributionFacts}:
 * 1. the code entered at checkout (an ambassador's or an operation's);
 * 2. else the live operation the buyer chose at checkout;
 * 3. else the latest referral visit within 30 days (kept by the client, or made signed in).
 * A candidate who is the buyer (same account or same e-mail) is skipped. The result is the
 * jsonb argument of the write (`comptoir_attribute_order`): the candidates best first, keeping
 * only those whose ambassador is still approved and whose operation is still live when the
 * write runs, with the commission each would earn (created at once for a paid order). With a
 * `portalUrl`, each candidate carries its "new order" e-mail in both languages, which the write
 * sends when the ambassador wants it.
 */
export function attributionPlan(
  facts: unknown,
  order: AttributedOrder,
  now: Date,
  portalUrl: string | null = null,
): SQL {
  if (!facts) return sql`NULL::jsonb`
  const known = facts as AttributionFacts
  const readAt = new Date(known.at)
  const self = new Set(known.self)
  const live = (operation: Record<string, unknown>) => {
    const record = rowFromJson<OperationRecord>(operationColumns, operation)
    return operationState(record, readAt) === 'LIVE' ? record : null
  }
  const found: Candidate[] = []
  if (order.checkoutCode && known.codeRateBps !== null) {
    found.push({
      ...order.checkoutCode,
      source: 'CODE',
      referralVisitId: null,
      rateBps: known.codeRateBps,
      check: 'none',
    })
  }
  const chosen = known.chosen?.approved ? live(known.chosen.operation) : null
  if (chosen && known.chosen) {
    found.push({
      ambassadorId: chosen.ambassadorId,
      operationId: chosen.id,
      source: 'OPERATION_CHOICE',
      referralVisitId: null,
      rateBps: known.chosen.rateBps,
      check: 'candidate',
    })
  }
  const referral = known.referrals.find((visit) => !self.has(visit.ambassadorId))
  if (referral) {
    found.push({
      ambassadorId: referral.ambassadorId,
      operationId: referral.operation ? (live(referral.operation)?.id ?? null) : null,
      source: 'REFERRAL',
      referralVisitId: referral.visitId,
      rateBps: referral.rateBps,
      check: 'operation',
    })
  }
  // Nobody to attribute the order to: the write has nothing to check or record.
  if (found.every((candidate) => self.has(candidate.ambassadorId))) return sql`NULL::jsonb`
  const markers = {
    number: `ORDER-NUMBER-${randomBytes(12).toString('hex').toUpperCase()}`,
    name: `AMBASSADOR-NAME-${randomBytes(12).toString('hex').toUpperCase()}`,
  }
  const salesCents = order.subtotalCents - order.discountCents
  const candidates = found
    .filter((candidate) => !self.has(candidate.ambassadorId))
    .map((candidate, rank) => {
      const commission = saleCommission(order, candidate.rateBps)
      const mail = (locale: 'en' | 'fr') =>
        portalUrl
          ? newOrderMail({
              salesCents,
              commissionCents: commission.amountCents,
              markers,
              portalUrl,
              locale,
            })
          : null
      return {
        ...candidate,
        rank,
        ...commission,
        mail: portalUrl ? { en: mail('en'), fr: mail('fr') } : null,
      }
    })
  const operationLive = sql`(${ambassadorOperations.id} IS NOT NULL
    AND coalesce(${liveOperationCondition(now)}, false))`
  return sql`jsonb_build_object('at', ${now.toISOString()}::text,
    'numberMarker', ${markers.number}::text, 'nameMarker', ${markers.name}::text,
    'earnsCommission', ${earningOrderStatuses.includes(order.status)}::boolean,
    'uncountedStatuses', ${JSON.stringify(uncountedOrderStatuses)}::jsonb,
    'candidates', (SELECT coalesce(jsonb_agg(jsonb_build_object(
        'ambassadorId', c."ambassadorId",
        'operationId', CASE WHEN c."check" = 'operation' AND NOT ${operationLive} THEN NULL
          ELSE c."operationId" END,
        'source', c."source", 'referralVisitId', c."referralVisitId", 'rateBps', c."rateBps",
        'baseCents', c."baseCents", 'amountCents', c."amountCents", 'mail', c."mail")
        ORDER BY c."rank"), '[]'::jsonb)
      FROM jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb) AS c("rank" integer,
        "ambassadorId" uuid, "operationId" uuid, "source" text, "referralVisitId" uuid,
        "rateBps" integer, "baseCents" integer, "amountCents" integer, "check" text, "mail" jsonb)
      JOIN ${ambassadors} ON ${ambassadors.userId} = c."ambassadorId"
        AND ${ambassadors.status} = 'APPROVED'
      LEFT JOIN ${ambassadorOperations} ON ${ambassadorOperations.id} = c."operationId"
      WHERE c."check" <> 'candidate' OR ${operationLive}))`
}

/** What `comptoir_attribute_order` returns. */
interface RecordedAttribution {
  attribution: Record<string, unknown>
  amountCents: number
  commission: Record<string, unknown> | null
  goal: Record<string, unknown> | null
}

/**
 * The events of an attribution the write recorded (null: none): the order attributed, its SALE
 * commission when one was created, the operation's goal when this order reached it.
 */
export function attributionEvents(recorded: unknown, orderNumber: string): AmbassadorEvent[] {
  if (!recorded) return []
  const written = recorded as RecordedAttribution
  const attribution = rowFromRecordJson<typeof orderAttributions.$inferSelect>(
    getTableColumns(orderAttributions),
    written.attribution,
  )
  const at = attribution.createdAt
  const commission = written.commission
    ? rowFromRecordJson<CommissionRecord>(
        getTableColumns(ambassadorCommissions),
        written.commission,
      )
    : null
  const events = [
    ambassadorEvent('ORDER_ATTRIBUTED', attribution.ambassadorId, at, {
      orderNumber,
      operationId: attribution.operationId,
      amountCents: commission?.amountCents ?? written.amountCents,
      salesCents: attribution.salesCents,
    }),
  ]
  if (commission) {
    events.push(
      ambassadorEvent('COMMISSION_STATUS_CHANGED', commission.ambassadorId, at, {
        orderNumber,
        commissionId: commission.id,
        commissionStatus: commission.status,
        amountCents: commission.amountCents,
        operationId: commission.operationId,
      }),
    )
  }
  if (written.goal) {
    const goal = rowFromRecordJson<OperationRecord>(operationColumns, written.goal)
    events.push(
      ambassadorEvent('OPERATION_GOAL_REACHED', goal.ambassadorId, at, {
        operationId: goal.id,
        operationCode: goal.code,
        amountCents: goal.salesGoalCents,
      }),
    )
  }
  return events
}

/** Publishes an attribution's events, for the caller to run once the order has committed. */
export function afterAttribution(
  publish: (events: readonly AmbassadorEvent[]) => Promise<void>,
  recorded: unknown,
  orderNumber: string,
): AfterCommit {
  const events = attributionEvents(recorded, orderNumber)
  return () => publish(events)
}
