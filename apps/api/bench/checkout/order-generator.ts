import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

import type { ResultOf } from '@comptoir/gql-client/public-graphql'

import { requestBody } from '../harness/gql'
import { percentile } from '../harness/percentile'
import { placeOrderMutation, testCard } from './place-order'

export interface OrderGeneratorPlan {
  url: string
  cartsFile: string
  keyPrefix: string
  concurrency: number
  warmupSeconds: number
  seconds: number
}

export interface OrderGeneratorSummary {
  /** Orders placed during the measured seconds. */
  placed: number
  /** Answers that were not an order (an error in the payload, a GraphQL error, a non-2xx). */
  refused: number
  /** Orders placed in all, warm-up included. */
  placedInAll: number
  elapsedSeconds: number
  p50: number
  p99: number
  ranOutOfCarts: boolean
  firstRefusal: string | null
}

/**
 * The checkout load generator, run as its own process pinned to the load core: a fixed number of
 * requests in flight, each a placeOrder of its own prepared cart with its own idempotency key;
 * a warm-up, then the measured seconds. Prints the summary as one JSON line.
 */
const plan = JSON.parse(process.argv[2] ?? '') as OrderGeneratorPlan
const carts = JSON.parse(readFileSync(plan.cartsFile, 'utf8')) as string[]

interface PlaceOrderResult {
  data?: ResultOf<typeof placeOrderMutation> | null
  errors?: unknown
}

let next = 0
let placedInAll = 0
let refused = 0
let placed = 0
let firstRefusal: string | null = null
const latencies: number[] = []
let measuring = false

async function placeOne(cartId: string, index: number): Promise<void> {
  const started = performance.now()
  const response = await fetch(plan.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: requestBody(placeOrderMutation, {
      input: {
        cartId,
        idempotencyKey: `${plan.keyPrefix}-${index}`,
        paymentMethod: 'TEST_CARD',
        card: testCard,
      },
    }),
  })
  const text = await response.text()
  const elapsed = performance.now() - started
  const body = JSON.parse(text) as PlaceOrderResult
  const ok = response.ok && !body.errors && Boolean(body.data?.placeOrder.order?.number)
  if (ok) placedInAll += 1
  if (!measuring) return
  latencies.push(elapsed)
  if (ok) placed += 1
  else {
    refused += 1
    firstRefusal ??= text.slice(0, 300)
  }
}

async function runFor(seconds: number): Promise<void> {
  const deadline = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (performance.now() < deadline && next < carts.length) {
        const index = next
        next += 1
        await placeOne(carts[index] ?? '', index)
      }
    }),
  )
}

await runFor(plan.warmupSeconds)
measuring = true
const started = performance.now()
await runFor(plan.seconds)
const summary: OrderGeneratorSummary = {
  placed,
  refused,
  placedInAll,
  elapsedSeconds: (performance.now() - started) / 1000,
  p50: percentile(latencies, 50),
  p99: percentile(latencies, 99),
  ranOutOfCarts: next >= carts.length,
  firstRefusal,
}
process.stdout.write(`${JSON.stringify(summary)}\n`)
