import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'

import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { cartLines, carts, orders, productVariants } from '../src/db/schema'
import { generateToken, hashToken } from '../src/modules/accounts/tokens'
import { createPasswordHasher } from '../src/modules/accounts/passwords'
import { createCartService } from '../src/modules/cart/cart.service'
import { programmeCodeResolver } from '../src/modules/checkout/checkout-codes'
import { createCheckoutService, noAttribution } from '../src/modules/checkout/checkout.service'
import {
  createBankTransferProvider,
  createTestCardProvider,
} from '../src/modules/checkout/payments'
import { createMailDispatcher } from '../src/modules/mail/outbox.service'
import { createMemoryPubSub } from '../src/pubsub/pubsub'
import { demoData } from '../src/seed/demo-data'
import { seedDatabase } from '../src/seed/seed'

/**
 * Checkout benchmark on PostgreSQL (DATABASE_URL; a throwaway database is created next to it and
 * dropped at the end):
 *   1. pgbench's TPC-B on that database, for a reference of what the server does;
 *   2. placeOrder transactions per second (the service, as the API runs it, without HTTP), buyers
 *      spread over the whole catalogue, and the ratio to TPC-B;
 *   3. the hot SKU: every buyer on one variant with little stock; orders, stock left, oversell.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_HOT_STOCK (100), BENCH_HOT_BUYERS (1000)
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const hotStock = Number(process.env.BENCH_HOT_STOCK ?? 100)
const hotBuyers = Number(process.env.BENCH_HOT_BUYERS ?? 1000)
const baseUrl = process.env.DATABASE_URL
if (!baseUrl || !/^postgres(ql)?:/.test(baseUrl)) {
  process.stderr.write(
    'Set DATABASE_URL to a PostgreSQL server (postgres://…): the benchmark needs one.\n',
  )
  process.exit(1)
}

const run = promisify(execFile)
const logger = pino({ level: 'silent' })
const out = (line = '') => process.stdout.write(`${line}\n`)

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

const name = `comptoir_bench_${randomBytes(5).toString('hex')}`
const url = new URL(baseUrl)
url.pathname = `/${name}`
const databaseUrl = url.toString()

async function pgbenchTps(): Promise<number> {
  await run('pgbench', ['-i', '-q', '-s', String(connections), databaseUrl])
  const { stdout } = await run('pgbench', [
    '-n',
    '-c',
    String(connections),
    '-j',
    '2',
    '-T',
    String(seconds),
    databaseUrl,
  ])
  await run('pgbench', ['-i', '-I', 'd', databaseUrl])
  const match = /tps = ([\d.]+)/.exec(stdout)
  if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`)
  return Number(match[1])
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}

type Line = [variantId: string, quantity: number]

/** Inserts ready-to-order carts (e-mail, address, standard shipping) with the lines `linesOf` gives. */
async function prepareCarts(
  database: DatabaseHandle,
  count: number,
  linesOf: (index: number) => Line[],
) {
  const address = {
    firstName: 'Bench',
    lastName: 'Buyer',
    line1: '1 rue du Test',
    line2: null,
    postalCode: '75001',
    city: 'Paris',
    country: 'FR',
    phone: null,
  }
  const tokens: string[] = []
  for (let start = 0; start < count; start += 500) {
    const batchTokens = Array.from({ length: Math.min(500, count - start) }, () => generateToken())
    const batch = batchTokens.map((token, index) => ({
      tokenHash: hashToken(token),
      email: `bench-${start + index}@example.test`,
      shippingAddress: address,
      shippingMethod: 'STANDARD',
    }))
    const rows = await database.db
      .insert(carts)
      .values(batch)
      .returning({ id: carts.id, tokenHash: carts.tokenHash })
    await database.db.insert(cartLines).values(
      rows.flatMap((row, index) =>
        linesOf(start + index).map(([variantId, quantity]) => ({
          cartId: row.id,
          variantId,
          quantity,
        })),
      ),
    )
    const byHash = new Map(batchTokens.map((token) => [hashToken(token), token]))
    tokens.push(...rows.map((row) => byHash.get(row.tokenHash) ?? ''))
  }
  return tokens
}

await adminQuery(`CREATE DATABASE ${name}`)
const database = await openDatabase({ databaseUrl, dataDir: null, logger, poolSize: connections })
try {
  await database.migrate()
  await seedDatabase(database.db, demoData, createPasswordHasher())
  const mail = createMailDispatcher(
    database.db,
    { send: () => Promise.resolve(), close: () => undefined },
    logger,
  )
  const cart = createCartService({ db: database.db, codes: programmeCodeResolver })
  const checkout = createCheckoutService({
    db: database.db,
    cart,
    payments: [createTestCardProvider(), createBankTransferProvider()],
    pubsub: createMemoryPubSub(),
    mail,
    logger,
    publicUrl: 'http://localhost:3000',
    attribution: noAttribution,
  })
  const buyer = { userId: null, email: null, locale: 'en' as const }
  const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }
  const place = (cartId: string, index: number, prefix: string) =>
    checkout.placeOrder(
      buyer,
      {
        cartId,
        idempotencyKey: `${prefix}-${index}-${cartId.slice(0, 10)}`,
        paymentMethod: 'test-card',
        card,
      },
      'en',
    )

  out(
    `Checkout benchmark on PostgreSQL (${name}), ${connections} connections, ${seconds} s per run`,
  )
  out()
  const tpcb = await pgbenchTps()
  out(`pgbench TPC-B (scale ${connections}, -c ${connections} -j 2): ${tpcb.toFixed(0)} tps`)

  // Every variant gets plenty of stock: this run measures throughput, not shortage.
  await database.db.update(productVariants).set({ stock: 1_000_000 })
  const variants = await database.db.select({ id: productVariants.id }).from(productVariants)
  const variantIds = variants.map((variant) => variant.id)
  // Two different variants per cart, spread over the catalogue.
  const spread = (index: number): Line[] => {
    const first = index % variantIds.length
    const second = (first + 1 + ((index * 7) % (variantIds.length - 1))) % variantIds.length
    return [
      [variantIds[first] ?? '', 1],
      [variantIds[second] ?? '', 1],
    ]
  }
  const capacity = Math.max(2000, Math.ceil(tpcb * seconds))
  const tokens = await prepareCarts(database, capacity, spread)
  const warmup = await prepareCarts(database, connections * 20, spread)
  await Promise.all(warmup.map((token, index) => place(token, index, 'warm')))

  let next = 0
  let placed = 0
  let refused = 0
  const latencies: number[] = []
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline && next < tokens.length) {
        const index = next
        next += 1
        const begin = performance.now()
        const outcome = await place(tokens[index] ?? '', index, 'spread')
        latencies.push(performance.now() - begin)
        if (outcome.ok) placed += 1
        else refused += 1
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const tps = placed / elapsed
  latencies.sort((a, b) => a - b)
  out(
    `placeOrder, buyers spread over ${variantIds.length} variants: ${tps.toFixed(0)} orders/s (${placed} in ${elapsed.toFixed(1)} s, ${refused} refused; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms)${next >= tokens.length ? ' — ran out of prepared carts' : ''}`,
  )
  out(
    `  API process CPU: ${((cpu.user + cpu.system) / 1000 / (elapsed * 1000)).toFixed(2)} cores, ${((cpu.user + cpu.system) / 1000 / Math.max(1, placed)).toFixed(2)} ms per order (${((cpu.system / Math.max(1, cpu.user + cpu.system)) * 100).toFixed(0)} % in the kernel)`,
  )
  out(`ratio checkout / TPC-B: ${(tps / tpcb).toFixed(2)} (goal ≥ 0.5)`)
  out()

  // Hot SKU: every buyer wants one unit of the same variant.
  const hotVariant = variantIds[0] ?? ''
  await database.db.update(productVariants).set({ stock: 0 })
  await database.db
    .update(productVariants)
    .set({ stock: hotStock })
    .where(eq(productVariants.id, hotVariant))
  const hotTokens = await prepareCarts(database, hotBuyers, () => [[hotVariant, 1]])
  const hotStarted = performance.now()
  const outcomes = await Promise.all(hotTokens.map((token, index) => place(token, index, 'hot')))
  const hotElapsed = (performance.now() - hotStarted) / 1000
  const hotPlaced = outcomes.filter((outcome) => outcome.ok).length
  const [left] = await database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, hotVariant))
  const hotCartIds = database.db
    .select({ id: carts.id })
    .from(carts)
    .where(inArray(carts.tokenHash, hotTokens.map(hashToken)))
  const [sold] = await database.db
    .select({ units: sql<number>`coalesce(sum(l.quantity), 0)`.mapWith(Number) })
    .from(orders)
    .innerJoin(sql`order_lines l`, sql`l.order_id = ${orders.id}`)
    .where(inArray(orders.cartId, hotCartIds))
  const unitsSold = sold?.units ?? 0
  out(
    `hot SKU: ${hotBuyers} buyers for ${hotStock} units of one variant, ${connections} connections`,
  )
  out(`  orders: ${hotPlaced}, units sold: ${unitsSold}, stock left: ${left?.stock ?? 'n/a'}`)
  out(`  oversell: ${Math.max(0, unitsSold - hotStock)} (goal 0)`)
  out(
    `  ${(hotBuyers / hotElapsed).toFixed(0)} checkout attempts/s, ${(hotPlaced / hotElapsed).toFixed(0)} orders/s over ${hotElapsed.toFixed(1)} s`,
  )
  await mail.stop()
} finally {
  await database.close()
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
}
