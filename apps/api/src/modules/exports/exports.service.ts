import type { Locale } from '@comptoir/i18n/locales'
import { and, asc, eq, gte, lt } from 'drizzle-orm'

import type { Database } from '../../db/client'
import {
  ambassadorCommissions,
  ambassadorOperations,
  orderAttributions,
  orders,
} from '../../db/schema'
import { maskCustomer } from '../insights/insights.service'
import { csvFile, type CsvCell, type CsvDialect } from './csv'
import { exportHeader, type ExportKind } from './export-copy'
import { dayPeriod, type DayPeriod, type PeriodProblem } from '../insights/day-period'
import { exportValueNames } from './export-values'
import { saleLineOfAttribution } from '../commissions/commission-lines'

/** A CSV file ready to download. */
export interface CsvExport {
  filename: string
  content: string
  rows: number
}

const text = (value: string | null): CsvCell => (value === null ? null : { text: value })
const at = (value: Date | null): CsvCell => (value === null ? null : { at: value })

/** The ambassador's attributed orders placed in the period, oldest first, customers masked. */
async function orderRows(db: Database, ambassadorId: string, period: DayPeriod, locale: Locale) {
  const names = exportValueNames(locale)
  const rows = await db
    .select({
      attribution: orderAttributions,
      order: orders,
      operationCode: ambassadorOperations.code,
      commission: ambassadorCommissions,
    })
    .from(orderAttributions)
    .innerJoin(orders, eq(orders.id, orderAttributions.orderId))
    .leftJoin(ambassadorOperations, eq(ambassadorOperations.id, orderAttributions.operationId))
    .leftJoin(ambassadorCommissions, saleLineOfAttribution)
    .where(
      and(
        eq(orderAttributions.ambassadorId, ambassadorId),
        gte(orders.createdAt, period.start),
        lt(orders.createdAt, period.end),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.number))
  return rows.map(({ attribution, order, operationCode, commission }): CsvCell[] => [
    text(order.number),
    at(order.createdAt),
    text(names.orderStatus[order.status]),
    text(names.source[attribution.source]),
    text(operationCode),
    text(maskCustomer(order.shippingAddress.firstName, order.shippingAddress.lastName)),
    text(order.shippingAddress.city),
    { cents: attribution.salesCents },
    commission ? { cents: commission.amountCents } : null,
    text(commission ? names.commissionStatus[commission.status] : null),
    text(order.currency),
  ])
}

/** The ambassador's ledger lines created in the period, oldest first. */
async function commissionRows(
  db: Database,
  ambassadorId: string,
  period: DayPeriod,
  locale: Locale,
) {
  const names = exportValueNames(locale)
  const rows = await db
    .select({ line: ambassadorCommissions, number: orders.number, currency: orders.currency })
    .from(ambassadorCommissions)
    .innerJoin(orders, eq(orders.id, ambassadorCommissions.orderId))
    .where(
      and(
        eq(ambassadorCommissions.ambassadorId, ambassadorId),
        gte(ambassadorCommissions.createdAt, period.start),
        lt(ambassadorCommissions.createdAt, period.end),
      ),
    )
    .orderBy(asc(ambassadorCommissions.createdAt), asc(ambassadorCommissions.id))
  return rows.map(({ line, number, currency }): CsvCell[] => [
    text(number),
    at(line.createdAt),
    text(names.commissionKind[line.kind]),
    text(names.commissionStatus[line.status]),
    { number: line.rateBps / 100 },
    { cents: line.baseCents },
    { cents: line.amountCents },
    text(currency),
    at(line.approvedAt),
    at(line.paidAt),
    at(line.reversedAt),
  ])
}

/** What an export is asked for: its rows, its period, its language and its spreadsheet dialect. */
export interface CsvExportRequest {
  kind: ExportKind
  from: string
  to: string
  locale: Locale
  /** Unsaid: the French dialect for a French request, the international one otherwise. */
  dialect?: CsvDialect | null
}

/**
 * The signed-in ambassador's orders or ledger of a period as a CSV file, header and statuses in
 * `locale`, separators in the dialect: one statement; another ambassador's rows can never be in it.
 */
export async function csvExport(
  db: Database,
  ambassadorId: string,
  request: CsvExportRequest,
): Promise<{ ok: true; file: CsvExport } | { ok: false; problem: PeriodProblem }> {
  const checked = dayPeriod(request.from, request.to)
  if (!checked.ok) return checked
  const { period } = checked
  const rows =
    request.kind === 'ORDERS'
      ? await orderRows(db, ambassadorId, period, request.locale)
      : await commissionRows(db, ambassadorId, period, request.locale)
  const dialect = request.dialect ?? defaultDialect(request.locale)
  return {
    ok: true,
    file: {
      filename: `comptoir-${request.kind.toLowerCase()}-${period.from}-${period.to}.csv`,
      content: csvFile(exportHeader(request.kind, request.locale), rows, dialect),
      rows: rows.length,
    },
  }
}

/** The dialect a spreadsheet of that language reads without being told: French for French. */
export function defaultDialect(locale: Locale): CsvDialect {
  return locale === 'fr' ? 'FRENCH' : 'INTERNATIONAL'
}

/** The ambassador's CSV exports for their accounts. */
export function createExportsService(deps: { db: Database }) {
  return {
    csv: (ambassadorId: string, request: CsvExportRequest) =>
      csvExport(deps.db, ambassadorId, request),
  }
}

export type ExportsService = ReturnType<typeof createExportsService>
