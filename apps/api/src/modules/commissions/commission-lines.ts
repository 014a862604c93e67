import type { Locale } from '@comptoir/i18n/locales'
import { and, count, desc, eq } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { ambassadorCommissions, orderAttributions, orders } from '../../db/schema'
import { formatEuros } from '../ambassadors/ambassador-errors'
import { holdDays } from '../ambassadors/programme-terms'

export type CommissionRecord = typeof ambassadorCommissions.$inferSelect

/** Joins an attributed order to its SALE line in the ledger (none until the order is paid). */
export const saleLineOfAttribution = and(
  eq(ambassadorCommissions.orderId, orderAttributions.orderId),
  eq(ambassadorCommissions.ambassadorId, orderAttributions.ambassadorId),
  eq(ambassadorCommissions.kind, 'SALE'),
)

export type CommissionStatus = CommissionRecord['status']

/** A ledger line with its order's number and state. */
export interface CommissionLine extends CommissionRecord {
  orderNumber: string
  orderStatus: string
}

export async function commissionLines(
  db: Database,
  ambassadorId: string,
  status: CommissionStatus | null,
  limit: number,
  offset: number,
): Promise<CommissionLine[]> {
  const rows = await db
    .select({ line: ambassadorCommissions, number: orders.number, orderStatus: orders.status })
    .from(ambassadorCommissions)
    .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
    .where(
      and(
        eq(ambassadorCommissions.ambassadorId, ambassadorId),
        status ? eq(ambassadorCommissions.status, status) : undefined,
      ),
    )
    .orderBy(desc(ambassadorCommissions.createdAt), desc(ambassadorCommissions.id))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => ({ ...row.line, orderNumber: row.number, orderStatus: row.orderStatus }))
}

export async function countCommissionLines(
  db: Database,
  ambassadorId: string,
  status: CommissionStatus | null,
) {
  const [row] = await db
    .select({ value: count() })
    .from(ambassadorCommissions)
    .where(
      and(
        eq(ambassadorCommissions.ambassadorId, ambassadorId),
        status ? eq(ambassadorCommissions.status, status) : undefined,
      ),
    )
  return row?.value ?? 0
}

/** Why a line is pending, if it is. */
export function pendingReason(line: CommissionRecord, now: Date) {
  if (line.status !== 'PENDING') return null
  if (!line.deliveredAt) return 'AWAITING_DELIVERY' as const
  return line.availableAt && line.availableAt > now ? ('HOLD_PERIOD' as const) : ('DUE' as const)
}

/** One sentence explaining a ledger line, in the ambassador's language. */
export function explainCommission(line: CommissionLine, locale: Locale): string {
  const fr = locale === 'fr'
  const rate = `${(line.rateBps / 100).toLocaleString(fr ? 'fr-FR' : 'en-GB')} %`
  const base = formatEuros(Math.abs(line.baseCents), locale)
  const amount = formatEuros(Math.abs(line.amountCents), locale)
  const date = (value: Date | null) =>
    value ? value.toLocaleDateString(fr ? 'fr-FR' : 'en-GB', { timeZone: 'UTC' }) : ''
  if (line.kind === 'CLAWBACK') {
    return fr
      ? `Commande ${line.orderNumber} remboursée après paiement de la commission : ${amount} seront déduits du prochain paiement.`
      : `Order ${line.orderNumber} was refunded after its commission was paid: ${amount} will be deducted from the next payout.`
  }
  const head = fr
    ? `${rate} de ${base} (articles hors TVA et hors livraison) = ${amount}.`
    : `${rate} of ${base} (merchandise without VAT and shipping) = ${amount}.`
  switch (line.status) {
    case 'PENDING':
      return line.deliveredAt
        ? `${head} ${fr ? `Disponible le ${date(line.availableAt)}, ${holdDays} jours après la livraison (délai de retour).` : `Available on ${date(line.availableAt)}, ${holdDays} days after delivery (return window).`}`
        : `${head} ${fr ? `En attente de la livraison, puis ${holdDays} jours de délai de retour.` : `Waiting for delivery, then the ${holdDays}-day return window.`}`
    case 'APPROVED':
      return `${head} ${fr ? 'Validée : comprise dans votre prochain paiement.' : 'Approved: part of your next payout.'}`
    case 'PAID':
      return `${head} ${fr ? `Payée le ${date(line.paidAt)}.` : `Paid on ${date(line.paidAt)}.`}`
    case 'REVERSED':
      return `${head} ${
        line.reversalReason === 'CANCELLED'
          ? fr
            ? 'Annulée : la commande a été annulée.'
            : 'Reversed: the order was cancelled.'
          : fr
            ? 'Annulée : la commande a été remboursée.'
            : 'Reversed: the order was refunded.'
      }`
  }
}
