import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { maskIban } from '@comptoir/validation/iban'
import { and, asc, eq, sql } from 'drizzle-orm'

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
import { commissionVat, type CommissionVat } from '../ambassadors/programme-terms'

/** One commission a payout pays: a sale, or the clawback of a refunded order (negative). */
export interface StatementLine {
  kind: 'SALE' | 'CLAWBACK'
  orderNumber: string
  orderDate: Date
  /** Merchandise after discount, without VAT and shipping (negative for a clawback). */
  baseCents: number
  rateBps: number
  amountCents: number
}

/** Everything a payout statement shows. */
export interface PayoutStatement {
  payoutId: string
  /** The ambassador's code and the payout's rank among their requests: `NINA-0003`. */
  number: string
  amountCents: number
  /** The IBAN of the request, masked (country, check digits and last four only). */
  maskedIban: string
  requestedAt: Date
  paidAt: Date
  ambassador: {
    name: string
    displayName: string
    code: string
    email: string
    legalStatus: string | null
    /** Postal address lines, SIRET and VAT number, when the ambassador gave them. */
    billingAddress: string[]
    siret: string | null
    vatNumber: string | null
    locale: Locale
  }
  /** Who pays: the shop's legal identity. */
  payer: ShopIdentity
  vat: CommissionVat
  /** Oldest order first. */
  lines: StatementLine[]
  /** The first and last order dates of the lines; null without lines. */
  period: { from: Date; to: Date } | null
}

/** `NINA` and 3 → `NINA-0003`. */
export function payoutNumber(code: string, rank: number): string {
  return `${code}-${String(rank).padStart(4, '0')}`
}

/**
 * The statement of a PAID payout, in two statements (the payout with its owner, then its lines);
 * null when there is no such paid payout, or (with `ambassadorId`) when it is someone else's.
 */
export async function payoutStatement(
  db: Database,
  payoutId: string,
  ambassadorId: string | null,
  payer: ShopIdentity,
): Promise<PayoutStatement | null> {
  if (!isUuid(payoutId)) return null
  const [row] = await db
    .select({
      payout: ambassadorPayouts,
      ambassador: ambassadors,
      name: users.name,
      email: users.email,
      rank: sql<number>`(SELECT count(*) FROM ${ambassadorPayouts} AS earlier
        WHERE earlier.ambassador_id = ${ambassadorPayouts.ambassadorId}
          AND (earlier.requested_at, earlier.id)
            <= (${ambassadorPayouts.requestedAt}, ${ambassadorPayouts.id}))::int`,
    })
    .from(ambassadorPayouts)
    .innerJoin(ambassadors, eq(ambassadors.userId, ambassadorPayouts.ambassadorId))
    .innerJoin(users, eq(users.id, ambassadors.userId))
    .where(
      and(
        eq(ambassadorPayouts.id, payoutId),
        eq(ambassadorPayouts.status, 'PAID'),
        ambassadorId ? eq(ambassadorPayouts.ambassadorId, ambassadorId) : undefined,
      ),
    )
    .limit(1)
  if (!row) return null
  const lines = await db
    .select({
      kind: ambassadorCommissions.kind,
      orderNumber: orders.number,
      orderDate: orders.createdAt,
      baseCents: ambassadorCommissions.baseCents,
      rateBps: ambassadorCommissions.rateBps,
      amountCents: ambassadorCommissions.amountCents,
    })
    .from(ambassadorCommissions)
    .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
    .where(eq(ambassadorCommissions.payoutId, payoutId))
    .orderBy(asc(orders.createdAt), asc(orders.number), asc(ambassadorCommissions.kind))
  const { payout, ambassador } = row
  const first = lines[0]
  const last = lines.at(-1)
  return {
    payoutId: payout.id,
    number: payoutNumber(ambassador.code, row.rank),
    amountCents: payout.amountCents,
    maskedIban: maskIban(payout.iban),
    requestedAt: payout.requestedAt,
    paidAt: payout.decidedAt ?? payout.requestedAt,
    ambassador: {
      name: row.name,
      displayName: ambassador.displayName,
      code: ambassador.code,
      email: row.email,
      legalStatus: ambassador.legalStatus,
      billingAddress: (ambassador.billingAddress ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      siret: ambassador.siret,
      vatNumber: ambassador.vatNumber,
      locale: isLocale(ambassador.locale) ? ambassador.locale : 'en',
    },
    payer,
    vat: commissionVat(ambassador.legalStatus),
    lines,
    period: first && last ? { from: first.orderDate, to: last.orderDate } : null,
  }
}
