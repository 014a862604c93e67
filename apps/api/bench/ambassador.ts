import { performance } from 'node:perf_hooks'

import { graphql as ambassadorGraphql } from '@comptoir/gql-client/ambassador-graphql'
import { graphql } from '@comptoir/gql-client/public-graphql'
import { eq } from 'drizzle-orm'
import type { TadaDocumentNode } from 'gql.tada'
import { print } from 'graphql'

import { streamEvents, waitFor } from '../test/ambassador-sockets'
import { frenchAddress, testCard } from '../test/commerce'
import { buildApp } from '../src/app'
import { productVariants } from '../src/db/schema'
import { openBenchDatabase } from './bench-setup'

/**
 * Ambassador programme benchmark, over HTTP and WebSocket on one API process: placeOrder with and
 * without an operation code (latency and SQL statements: the cost of attribution and of the
 * commission line), the delay until the ambassador's socket receives ORDER_ATTRIBUTED, then the
 * dashboard and the ledger. Uses DATABASE_URL when set (on a database it fills with the demo
 * data), else an in-memory embedded database; REDIS_URL puts the events through Redis.
 *   BENCH_ORDERS (default 40 per scenario)
 */
const ordersPerScenario = Number(process.env.BENCH_ORDERS ?? 40)
const { config, logger, database } = await openBenchDatabase()
const [variant] = await database.db.select().from(productVariants).limit(1)
if (!variant) throw new Error('no variant')
const variantId = variant.id
await database.db
  .update(productVariants)
  .set({ stock: 1_000_000 })
  .where(eq(productVariants.id, variant.id))
const app = await buildApp({
  config,
  database,
  logger,
  requestsPerMinute: 100_000_000,
  rateLimits: {
    signupPerAddress: { limit: 1_000_000, windowMs: 60_000 },
    loginPerAddress: { limit: 1_000_000, windowMs: 60_000 },
  },
  serveApps: false,
})
const origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' })

async function gql<Data, Variables>(
  path: string,
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  token?: string,
): Promise<Data> {
  const query = print(document)
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: Data; errors?: unknown }
  if (!body.data) throw new Error(JSON.stringify(body))
  return body.data
}

const loginMutation = graphql(`
  mutation AmbassadorLogin($input: AmbassadorLoginInput!) {
    ambassadorLogin(input: $input) {
      token
    }
  }
`)
const addToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        id
      }
    }
  }
`)
const updateCheckoutMutation = graphql(`
  mutation UpdateCheckout($input: UpdateCheckoutInput!) {
    updateCheckout(input: $input) {
      errors {
        code
      }
    }
  }
`)
const placeOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        number
      }
    }
  }
`)
const dashboardQuery = ambassadorGraphql(`
  query Dashboard {
    dashboard(period: ALL) {
      clicks
      orders
      sales {
        amount
      }
      series {
        date
        orders
      }
    }
  }
`)
const commissionsQuery = ambassadorGraphql(`
  query Commissions {
    commissions(first: 20) {
      totalCount
      edges {
        node {
          amount {
            amount
          }
          explanation
        }
      }
    }
  }
`)
const attributedOrdersQuery = ambassadorGraphql(`
  query AttributedOrders {
    attributedOrders(first: 20) {
      totalCount
      edges {
        node {
          number
          customer
          commission {
            status
          }
        }
      }
    }
  }
`)

const login = await gql('/gql/public', loginMutation, {
  input: { email: 'ambassador@comptoir.test', password: 'comptoir-demo-2026' },
})
const token = login.ambassadorLogin.token
if (!token) throw new Error('the demo ambassador could not sign in')
const stream = streamEvents(`${origin.replace('http', 'ws')}/gql/ambassador`, token)
await stream.subscribed
await new Promise((resolve) => setTimeout(resolve, 300))

let sequence = 0
async function order(code: string | null) {
  sequence += 1
  const added = await gql('/gql/public', addToCartMutation, {
    input: { variantId: variantId, quantity: 1 },
  })
  const cartId = added.addToCart.cart?.id
  if (!cartId) throw new Error('no cart')
  await gql('/gql/public', updateCheckoutMutation, {
    input: {
      cartId,
      email: `bench-${sequence}@example.test`,
      shippingAddress: frenchAddress,
      shippingMethod: 'STANDARD',
      ...(code ? { code } : {}),
    },
  })
  const statements = database.statementCount
  const start = performance.now()
  const placed = await gql('/gql/public', placeOrderMutation, {
    input: {
      cartId,
      idempotencyKey: `bench-ambassador-${Date.now().toString(36)}-${sequence}`,
      paymentMethod: 'TEST_CARD',
      card: testCard,
    },
  })
  const placedMs = performance.now() - start
  const number = placed.placeOrder.order?.number
  if (!number) throw new Error('no order')
  let eventMs: number | null = null
  if (code) {
    await waitFor(() => stream.events.some((event) => event.orderNumber === number))
    eventMs = performance.now() - start
  }
  return { placedMs, eventMs, statements: database.statementCount - statements }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

process.stdout.write(
  `Ambassador benchmark on ${database.kind}, events ${config.redisUrl ? 'through Redis' : 'in memory'}, ${ordersPerScenario} orders per scenario\n\n`,
)
for (const [name, code] of [
  ['placeOrder without a code', null],
  ['placeOrder with MARIE-PRINTEMPS', 'MARIE-PRINTEMPS'],
] as const) {
  await order(code)
  const runs = []
  for (let index = 0; index < ordersPerScenario; index += 1) runs.push(await order(code))
  const placed = runs.map((run) => run.placedMs)
  const events = runs.flatMap((run) => (run.eventMs === null ? [] : [run.eventMs]))
  process.stdout.write(
    `${name}: p50 ${ms(percentile(placed, 50))}, p95 ${ms(percentile(placed, 95))}, ${runs[0]?.statements ?? 0} SQL statements\n`,
  )
  if (events.length > 0) {
    process.stdout.write(
      `  ORDER_ATTRIBUTED on the socket, from the request: p50 ${ms(percentile(events, 50))}, p95 ${ms(percentile(events, 95))}\n`,
    )
  }
}

for (const [name, query] of [
  ['dashboard(ALL)', () => gql('/gql/ambassador', dashboardQuery, {}, token)],
  ['commissions(first: 20)', () => gql('/gql/ambassador', commissionsQuery, {}, token)],
  ['attributedOrders(first: 20)', () => gql('/gql/ambassador', attributedOrdersQuery, {}, token)],
] as const) {
  const times = []
  for (let index = 0; index < 30; index += 1) {
    const start = performance.now()
    await query()
    times.push(performance.now() - start)
  }
  process.stdout.write(
    `${name}: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}\n`,
  )
}

stream.close()
await app.close()
await database.close()
