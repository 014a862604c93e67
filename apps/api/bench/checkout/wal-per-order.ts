import pg from 'pg'

import { createThrowawayDatabase } from '../harness/databases'
import { requestBody } from '../harness/gql'
import { startProduct } from '../harness/product'
import { openBenchDatabase } from './carts'
import { placeOrderMutation, testCard } from './place-order'

/**
 * What one order writes to the WAL: places `WAL_ORDERS` orders (200) one after the other through
 * the built product's HTTP API on a throwaway database of the local PostgreSQL, waits for their
 * confirmations to be sent, and reads the WAL written in between (pg_walinspect), keeping the
 * records of that database's relations and of the transactions that touched them, so that other
 * databases of the same server do not count. Prints the bytes per order, by relation.
 *
 * `pnpm --filter @comptoir/api exec tsx bench/checkout/wal-per-order.ts` (after building the API).
 */
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const orderCount = Number(process.env.WAL_ORDERS ?? 200)

const database = await createThrowawayDatabase(postgresUrl, 'wal')
const client = new pg.Client({ connectionString: database.url })
try {
  const product = await startProduct({ databaseUrl: database.url })
  const direct = openBenchDatabase(database.url)
  await client.connect()
  try {
    const variantIds = await direct.stockEveryVariant(10_000_000)
    const carts = await direct.prepareCarts(orderCount, variantIds, 'wal')
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect')
    await client.query('CHECKPOINT')
    const {
      rows: [start],
    } = await client.query<{ lsn: string; oid: number }>(
      `SELECT pg_current_wal_insert_lsn()::text AS lsn, oid::int AS oid
       FROM pg_database WHERE datname = current_database()`,
    )
    for (const [index, cartId] of carts.entries()) {
      const response = await fetch(`${product.origin}/gql/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: requestBody(placeOrderMutation, {
          input: {
            cartId,
            idempotencyKey: `wal-per-order-${String(index).padStart(6, '0')}`,
            paymentMethod: 'TEST_CARD',
            card: testCard,
          },
        }),
      })
      const text = await response.text()
      if (!text.includes('"number"')) throw new Error(`placeOrder refused: ${text.slice(0, 300)}`)
    }
    const placed = Date.now()
    for (;;) {
      const { rows } = await client.query<{ unsent: number }>(
        'SELECT count(*)::int AS unsent FROM mail_outbox WHERE sent_at IS NULL',
      )
      if (rows[0]?.unsent === 0) break
      if (Date.now() - placed > 60_000) throw new Error('the confirmations were not sent')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const {
      rows: [end],
    } = await client.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')
    if (!start || !end) throw new Error('no WAL position')
    const { rows } = await client.query<{
      relation: string
      records: number
      fpi: number
      bytes: number
    }>(
      `WITH records AS (
         SELECT r.*, (regexp_match(r.block_ref, 'rel \\d+/(\\d+)/(\\d+)'))[1]::oid AS db,
           (regexp_match(r.block_ref, 'rel \\d+/\\d+/(\\d+)'))[1]::oid AS node
         FROM pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn) r
       ), ours AS (
         SELECT DISTINCT xid FROM records WHERE db = $3 AND xid <> '0'::xid
       )
       SELECT coalesce(c.relname, CASE WHEN r.node IS NULL THEN r.resource_manager || ' ' || r.record_type
           ELSE 'relfilenode ' || r.node END) AS relation,
         count(*)::int AS records, sum(r.fpi_length)::int AS fpi, sum(r.record_length)::int AS bytes
       FROM records r LEFT JOIN pg_class c ON c.relfilenode = r.node
       WHERE r.db = $3 OR (r.db IS NULL AND r.xid IN (SELECT xid FROM ours))
       GROUP BY 1 ORDER BY 4 DESC`,
      [start.lsn, end.lsn, start.oid],
    )
    const total = rows.reduce((sum, row) => sum + row.bytes, 0)
    process.stdout.write(
      `${orderCount} orders (confirmations sent): ${(total / orderCount / 1024).toFixed(2)} KB of WAL per order\n`,
    )
    for (const row of rows) {
      process.stdout.write(
        `  ${row.relation.padEnd(40)} ${(row.bytes / orderCount).toFixed(0).padStart(6)} B/order  ${(row.records / orderCount).toFixed(2).padStart(6)} records/order  ${(row.fpi / orderCount).toFixed(0).padStart(6)} B of page images/order\n`,
      )
    }
  } finally {
    await direct.close()
    await product.stop()
  }
} finally {
  await client.end()
  await database.drop()
}
