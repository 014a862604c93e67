import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { BenchSettings } from '../harness/args'
import { createThrowawayDatabase } from '../harness/databases'
import { runWorker } from '../harness/load'
import { loadCore } from '../harness/processes'
import { startProduct } from '../harness/product'
import { formatCount, formatMs, ratioOf, type TargetResult } from '../harness/report'
import { openBenchDatabase } from './carts'
import type { OrderGeneratorPlan, OrderGeneratorSummary } from './order-generator'

const run = promisify(execFile)

/** pgbench's TPC-B on a scratch database of the same server, the client pinned to the load core. */
async function pgbenchTps(settings: BenchSettings): Promise<number> {
  const scratch = await createThrowawayDatabase(settings.postgresUrl, 'pgbench')
  try {
    await run('pgbench', ['-i', '-q', '-s', '10', scratch.url])
    const { stdout } = await run('taskset', [
      '-c',
      String(loadCore),
      'pgbench',
      '-n',
      '-c',
      String(settings.checkoutConcurrency),
      '-j',
      '1',
      '-T',
      String(settings.seconds),
      scratch.url,
    ])
    const match = /tps = ([\d.]+)/.exec(stdout)
    if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`)
    return Number(match[1])
  } finally {
    await scratch.drop()
  }
}

function generateOrders(plan: OrderGeneratorPlan): Promise<OrderGeneratorSummary> {
  return runWorker<OrderGeneratorSummary>(
    'bench/checkout/order-generator.ts',
    plan,
    'order generator',
  )
}

/**
 * Checkout: placeOrder through HTTP on the product as it runs, a fixed number of requests in
 * flight, each with its own prepared cart and idempotency key; against pgbench's TPC-B on the
 * same PostgreSQL. Afterwards the database must hold one order per successful answer and no
 * variant below zero.
 */
export async function checkoutBenchmark(settings: BenchSettings): Promise<TargetResult[]> {
  const tps = await pgbenchTps(settings)
  const database = await createThrowawayDatabase(settings.postgresUrl, 'checkout')
  const scratch = await mkdtemp(join(tmpdir(), 'comptoir-bench-carts-'))
  try {
    const product = await startProduct({ databaseUrl: database.url })
    const direct = openBenchDatabase(database.url)
    try {
      const variantIds = await direct.stockEveryVariant(10_000_000)
      // Enough carts for the pgbench rate over the whole run, so the product never runs dry below it.
      const total = Math.max(
        5000,
        Math.ceil(tps * (settings.warmupSeconds + settings.seconds) * 1.2),
      )
      const cartsFile = join(scratch, 'carts.json')
      await writeFile(
        cartsFile,
        JSON.stringify(await direct.prepareCarts(total, variantIds, 'load')),
      )
      const ordersBefore = await direct.orderCount()
      const summary = await generateOrders({
        url: `${product.origin}/gql/public`,
        cartsFile,
        keyPrefix: `bench-${randomBytes(4).toString('hex')}`,
        concurrency: settings.checkoutConcurrency,
        warmupSeconds: settings.warmupSeconds,
        seconds: settings.seconds,
      })
      const created = (await direct.orderCount()) - ordersBefore
      const negative = await direct.negativeStockCount()
      const ordersPerSecond = summary.placed / summary.elapsedSeconds
      const ratio = ratioOf(ordersPerSecond, tps)
      const consistent = created === summary.placedInAll && negative === 0
      return [
        {
          name: `checkout placeOrder over HTTP, ${settings.checkoutConcurrency} in flight`,
          figure: `${formatCount(ordersPerSecond)} orders/s, p99 ${formatMs(summary.p99)}, ${summary.refused} refused${summary.ranOutOfCarts ? ', ran out of carts' : ''}; ${created} orders created for ${summary.placedInAll} placed, ${negative} variants below 0`,
          reference: `pgbench TPC-B -c ${settings.checkoutConcurrency} ${formatCount(tps)} tps`,
          ratio,
          target: '≥ 0.5 × pgbench, orders = successes, no stock < 0',
          met: (ratio ?? 0) >= 0.5 && summary.refused === 0 && consistent,
        },
      ]
    } finally {
      await direct.close()
      await product.stop()
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
    await database.drop()
  }
}
