import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

import type { BenchSettings } from '../harness/args'
import { createThrowawayDatabase } from '../harness/databases'
import { runWorker } from '../harness/load'
import { apiRoot } from '../harness/paths'
import { freePort, loadCore, serverCore, spawnPinned, waitForHttp } from '../harness/processes'
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
  // Enough carts for the pgbench rate over the whole run, so no server runs dry below it.
  const total = Math.max(5000, Math.ceil(tps * (settings.warmupSeconds + settings.seconds) * 1.2))
  try {
    const product = await startProduct({ databaseUrl: database.url })
    const direct = openBenchDatabase(database.url)
    try {
      const variantIds = await direct.stockEveryVariant(10_000_000)
      const placeOrders = async (url: string, label: string) => {
        const cartsFile = join(scratch, `${label}.json`)
        await writeFile(
          cartsFile,
          JSON.stringify(await direct.prepareCarts(total, variantIds, label)),
        )
        const ordersBefore = await direct.orderCount()
        const summary = await generateOrders({
          url,
          cartsFile,
          keyPrefix: `bench-${label}-${randomBytes(4).toString('hex')}`,
          concurrency: settings.checkoutConcurrency,
          warmupSeconds: settings.warmupSeconds,
          seconds: settings.seconds,
        })
        const created = (await direct.orderCount()) - ordersBefore
        const negative = await direct.negativeStockCount()
        return {
          summary,
          created,
          negative,
          ordersPerSecond: summary.placed / summary.elapsedSeconds,
          consistent: created === summary.placedInAll && negative === 0,
        }
      }
      const measured = await placeOrders(`${product.origin}/gql/public`, 'load')
      await product.stop()
      const bare = await startCheckoutReference(database.url)
      let ceiling: Awaited<ReturnType<typeof placeOrders>>
      try {
        ceiling = await placeOrders(`${bare.origin}/`, 'reference')
      } finally {
        await bare.stop()
      }
      const ratio = ratioOf(measured.ordersPerSecond, tps)
      const { summary, created, negative } = measured
      return [
        {
          name: `checkout placeOrder over HTTP, ${settings.checkoutConcurrency} in flight`,
          figure: `${formatCount(measured.ordersPerSecond)} orders/s, p99 ${formatMs(summary.p99)}, ${summary.refused} refused${summary.ranOutOfCarts ? ', ran out of carts' : ''}; ${created} orders created for ${summary.placedInAll} placed, ${negative} variants below 0`,
          reference: `pgbench TPC-B -c ${settings.checkoutConcurrency} ${formatCount(tps)} tps`,
          ratio,
          target: '≥ 0.5 × pgbench, orders = successes, no stock < 0',
          met: (ratio ?? 0) >= 0.5 && summary.refused === 0 && measured.consistent,
        },
        {
          name: `checkout, the product against a bare node:http server running the same service (same 2 statements), ${settings.checkoutConcurrency} in flight`,
          figure: `${formatCount(measured.ordersPerSecond)} orders/s, p99 ${formatMs(summary.p99)}`,
          reference: `bare ${formatCount(ceiling.ordersPerSecond)} orders/s, p99 ${formatMs(ceiling.summary.p99)}, ${ceiling.summary.refused} refused, ${ceiling.created} created for ${ceiling.summary.placedInAll}; bare / pgbench ${(ceiling.ordersPerSecond / tps).toFixed(2)}`,
          ratio: ratioOf(measured.ordersPerSecond, ceiling.ordersPerSecond),
          target: 'information: the share of the ceiling the product stack keeps',
          met: null,
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

/** The bare reference of checkout (reference-server.ts), pinned to the server core. */
async function startCheckoutReference(databaseUrl: string) {
  const port = await freePort()
  const server = spawnPinned(
    serverCore,
    ['--import', 'tsx', 'bench/checkout/reference-server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_PORT: String(port),
        DATABASE_URL: databaseUrl,
      },
    },
  )
  const origin = `http://127.0.0.1:${String(port)}`
  try {
    await waitForHttp(origin, 60_000, server.exited)
  } catch (error) {
    await server.stop()
    throw error
  }
  return { origin, stop: () => server.stop() }
}
