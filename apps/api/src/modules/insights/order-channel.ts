import { sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'

import {
  checkoutReferrals,
  orderAttributions,
  orders,
  orderStatus,
  referralVisits,
} from '../../db/schema'
import { referralWindowMs } from '../ambassadors/programme-terms'
import { countedOrderStatuses } from '../attribution/order-attribution'

/** The visit the buyer's checkout kept (`checkout_referrals`), joined beside the order. */
export const keptVisit = alias(referralVisits, 'kept_visit')

const customerVisit = alias(referralVisits, 'customer_visit')

/**
 * How the buyer of an attributed order came to the ambassador, read from what is stored (the
 * order's kept referral and choice, the signed-in buyer's clicks), whatever rule decided the
 * attribution: `link`, they followed the ambassador's link within 30 days before ordering (even
 * if they then chose the operation or typed its code); `choice`, else they chose the
 * ambassador's operation at checkout; anything else came by a code. Needs the `checkout_referrals`
 * (on the order's cart) and {@link keptVisit} left joins.
 */
export const orderChannels: { link: SQL; choice: SQL } = {
  link: sql`coalesce(${orderAttributions.source} = 'REFERRAL'
    OR ${keptVisit.ambassadorId} = ${orderAttributions.ambassadorId}
    OR (${orders.userId} IS NOT NULL AND EXISTS (SELECT 1 FROM ${referralVisits} AS ${sql.identifier('customer_visit')}
      WHERE ${customerVisit.ambassadorId} = ${orderAttributions.ambassadorId}
        AND ${customerVisit.customerId} = ${orders.userId}
        AND ${customerVisit.createdAt} <= ${orderAttributions.createdAt}
        AND ${customerVisit.createdAt} > ${orderAttributions.createdAt}
          - ${sql.raw(String(referralWindowMs))} * interval '1 millisecond')), false)`,
  choice: sql`coalesce(${orderAttributions.source} = 'OPERATION_CHOICE'
    OR ${checkoutReferrals.operationId} = ${orderAttributions.operationId}, false)`,
}

const awaitingStatuses = orderStatus.enumValues.filter(
  (status) =>
    !countedOrderStatuses.includes(status) && status !== 'CANCELLED' && status !== 'REFUNDED',
)

/** An attributed order placed but not paid yet (a bank transfer on its way): counted once paid. */
export const awaitingPayment = sql`${orders.status} IN (${sql.raw(
  awaitingStatuses.map((status) => `'${status}'`).join(', '),
)})`
