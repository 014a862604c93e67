import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'

import type { ResultOf } from '@comptoir/gql-client/ambassador-graphql'
import { print } from 'graphql'
import type { Client } from 'graphql-ws'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  queryCluster,
  redisUrl,
  requestsPerMinute,
  startCluster,
  type Cluster,
} from '../src/cluster'
import {
  addToCartDocument,
  ambassadorEventsDocument,
  ambassadorLoginDocument,
  catalogueDocument,
  customerLoginDocument,
  frenchAddress,
  paymentMethodsDocument,
  placeOrderDocument,
  testCard,
  updateCheckoutDocument,
} from '../src/documents'
import { hasNginx, nginxBinary, repoRoot, waitFor } from '../src/processes'
import { visitor, type Visitor } from '../src/visitor'

const demoPassword = 'comptoir-demo-2026'
const ci = process.env.CI === 'true'

async function servicesReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString:
      process.env.SCALE_OUT_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 2_000,
  })
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  try {
    await client.connect()
    await redis.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
    redis.disconnect()
  }
}

// On CI every piece must be there (.ci/run installs nginx and starts PostgreSQL and Redis): a
// missing one fails the run. Elsewhere the test says loudly why it does not run.
const missing = [
  ...(hasNginx() ? [] : [`nginx (${nginxBinary}; apt-get install -y nginx)`]),
  ...((await servicesReachable())
    ? []
    : ['PostgreSQL on 127.0.0.1:5432 or Redis on 127.0.0.1:6379']),
]
if (missing.length > 0 && !ci) {
  process.stderr.write(`\n*** scale-out test SKIPPED: missing ${missing.join(', ')} ***\n\n`)
}

type AmbassadorEvent = ResultOf<typeof ambassadorEventsDocument>['ambassadorEvents']

/** One graphql-ws subscription to the ambassador's events, through the proxy. */
interface EventFeed {
  events: AmbassadorEvent[]
  client: Client
}

function follow(client: Client): Promise<EventFeed> {
  const events: AmbassadorEvent[] = []
  return new Promise((resolve, reject) => {
    client.on('connected', () => {
      resolve({ events, client })
    })
    client.on('closed', (event) => {
      reject(new Error(`the socket closed before it was acknowledged: ${JSON.stringify(event)}`))
    })
    client.subscribe<ResultOf<typeof ambassadorEventsDocument>>(
      { query: print(ambassadorEventsDocument) },
      {
        next: (value) => {
          if (value.data) events.push(value.data.ambassadorEvents)
        },
        error: () => undefined,
        complete: () => undefined,
      },
    )
  })
}

describe.skipIf(missing.length > 0 && !ci)(
  'two API instances behind nginx (deploy/nginx/comptoir.conf), one PostgreSQL, one Redis',
  { timeout: 60_000 },
  () => {
    let cluster: Cluster
    let stopCluster = () => Promise.resolve()
    let variantId: string
    const visitors: Visitor[] = []
    const newVisitor = (host: 'shop' | 'ambassador') => {
      const created = visitor(
        cluster.proxyPort,
        cluster.nextAddress(),
        host === 'shop' ? cluster.shopHost : cluster.ambassadorHost,
      )
      visitors.push(created)
      return created
    }

    beforeAll(async () => {
      if (missing.length > 0) throw new Error(`CI lacks ${missing.join(', ')}`)
      cluster = await startCluster()
      stopCluster = () => cluster.stop()
      const shopper = newVisitor('shop')
      const catalogue = await shopper.gql('/gql/public', catalogueDocument, {})
      const variant = catalogue.data?.products.edges[0]?.node.variants[0]
      if (!variant) throw new Error(`no product to buy: ${JSON.stringify(catalogue)}`)
      variantId = variant.id
      // Enough stock for every buyer of the test, whatever the demo data holds.
      await queryCluster(cluster, 'UPDATE product_variants SET stock = 10000 WHERE id = $1', [
        variantId,
      ])
    }, 150_000)

    afterAll(async () => {
      for (const each of visitors) each.close()
      await stopCluster()
    })

    it('serves the server-rendered shop and the portal by Host, and keeps /metrics private', async () => {
      const shopper = newVisitor('shop')
      const catalogue = await shopper.gql('/gql/public', catalogueDocument, {})
      const names = catalogue.data?.products.edges.map((edge) => edge.node.name) ?? []
      const page = await shopper.get('/products', { 'accept-encoding': 'gzip' })
      expect(page.status).toBe(200)
      expect(page.headers['content-type']).toMatch(/text\/html/)
      // Compressed once, by the server: nginx passes the encoding through.
      expect(page.headers['content-encoding']).toBe('gzip')
      const shown = names.filter((name) =>
        page.body.includes(name.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')),
      )
      expect(shown.length).toBeGreaterThan(0)

      const portalIndex = await readFile(`${repoRoot}apps/ambassador/dist/index.html`, 'utf8')
      const portalTitle = /<title>[^<]*<\/title>/.exec(portalIndex)?.[0]
      const portal = await newVisitor('ambassador').get('/login')
      expect(portal.status).toBe(200)
      expect(portalTitle).toBeDefined()
      expect(portal.body).toContain(portalTitle)
      expect(page.body).not.toContain(portalTitle)

      const metrics = await shopper.get('/metrics')
      expect(metrics.status).toBe(404)
      expect(metrics.body).toContain('nginx')
    })

    it('delivers the demo customer’s order to ambassador subscriptions on both instances', async () => {
      const ambassador = newVisitor('ambassador')
      const login = await ambassador.gql('/gql/public', ambassadorLoginDocument, {
        input: { email: 'ambassador@comptoir.test', password: demoPassword },
      })
      const token = login.data?.ambassadorLogin.token
      if (!token) throw new Error(`the demo ambassador could not sign in: ${JSON.stringify(login)}`)
      const [user] = await queryCluster<{ id: string }>(
        cluster,
        'SELECT id FROM users WHERE email = $1',
        ['ambassador@comptoir.test'],
      )
      const channel = `comptoir:events:ambassadorEvent:${user?.id ?? ''}`
      // One after the other, so that nginx's round robin hands them to both instances in turn.
      const feeds: EventFeed[] = []
      for (let index = 0; index < 6; index += 1) {
        feeds.push(await follow(ambassador.socket('/gql/ambassador', token)))
      }
      const redis = new Redis(redisUrl)
      try {
        // Each instance subscribes to the ambassador's channel once, for all its sockets: two
        // subscribers means both instances hold some of the six.
        await waitFor(
          'both instances subscribed to the ambassador’s channel',
          async () => ((await redis.pubsub('NUMSUB', channel)) as [string, number])[1] === 2,
          10_000,
        )
      } finally {
        redis.disconnect()
      }

      const customer = newVisitor('shop')
      const session = await customer.gql('/gql/public', customerLoginDocument, {
        input: { email: 'customer@comptoir.test', password: demoPassword },
      })
      const customerToken = session.data?.login.token ?? undefined
      expect(customerToken).toBeDefined()
      const added = await customer.gql(
        '/gql/public',
        addToCartDocument,
        { input: { variantId, quantity: 1 } },
        { token: customerToken },
      )
      expect(added.data?.addToCart.errors).toEqual([])
      const checkout = await customer.gql(
        '/gql/public',
        updateCheckoutDocument,
        { input: { shippingAddress: frenchAddress, shippingMethod: 'STANDARD', code: 'MARIE' } },
        { token: customerToken },
      )
      expect(checkout.data?.updateCheckout.errors).toEqual([])
      expect(checkout.data?.updateCheckout.cart?.code).toBe('MARIE')
      const placedAt = performance.now()
      const placed = await customer.gql(
        '/gql/public',
        placeOrderDocument,
        {
          input: {
            idempotencyKey: `scale-out-${randomUUID()}`,
            paymentMethod: 'TEST_CARD',
            card: testCard,
          },
        },
        { token: customerToken },
      )
      const number = placed.data?.placeOrder.order?.number
      expect(placed.data?.placeOrder.errors).toEqual([])
      expect(number).toMatch(/^CPT-/)

      const received = (feed: EventFeed) =>
        feed.events.some(
          (event) => event.type === 'ORDER_ATTRIBUTED' && event.orderNumber === number,
        )
      await waitFor('every subscription received the order', () => feeds.every(received), 15_000)
      process.stdout.write(
        `scale-out: ORDER_ATTRIBUTED reached 6/6 subscriptions on 2 instances in ${(performance.now() - placedAt).toFixed(0)} ms\n`,
      )
      for (const feed of feeds) void feed.client.dispose()
    })

    it('counts the request limit on the shopper’s own address, whatever X-Forwarded-For it sends', async () => {
      const greedy = newVisitor('shop')
      const other = newVisitor('shop')
      let firstRefused = 0
      for (let request = 1; request <= requestsPerMinute + 5 && firstRefused === 0; request += 1) {
        // A forged header naming a new address each time: believed, it would escape the limit.
        const answer = await greedy.gql(
          '/gql/public',
          paymentMethodsDocument,
          {},
          {
            headers: { 'x-forwarded-for': `198.51.100.${String(request % 250)}` },
          },
        )
        if (answer.status === 429) firstRefused = request
        else expect(answer.status).toBe(200)
      }
      // The window is shared by both instances through Redis: the refusal comes right after the limit.
      expect(firstRefused).toBe(requestsPerMinute + 1)
      const answer = await other.gql('/gql/public', paymentMethodsDocument, {})
      expect(answer.status).toBe(200)
      expect(answer.data?.paymentMethods.length).toBeGreaterThan(0)
    })

    it('loses no order when an instance is killed in the middle of a wave of buyers', async () => {
      const buyers = 20
      const deadline = Date.now() + 40_000
      const started = performance.now()
      let confirmed = 0
      let killedAt: number | null = null
      let lastFailureAt: number | null = null
      let failures = 0
      const victim = cluster.instances[1]
      if (!victim) throw new Error('no second instance')
      const killed = new Promise<void>((resolve) => {
        const check = setInterval(() => {
          // In the middle: a quarter of the buyers have their order, the others are on their way.
          if (confirmed >= buyers / 4) {
            clearInterval(check)
            killedAt = performance.now()
            victim.child.process.kill('SIGKILL')
            resolve()
          }
        }, 5)
      })

      /** Sends one step until it gets an answer that is not the proxy's or a dying instance's. */
      async function untilAnswered<Data>(
        step: () => Promise<{ status: number; data: Data | null }>,
      ) {
        for (;;) {
          try {
            const answer = await step()
            if (answer.status === 200 && answer.data) return answer.data
            if (![502, 503, 504].includes(answer.status)) {
              throw new Error(
                `unexpected answer ${String(answer.status)}: ${JSON.stringify(answer)}`,
              )
            }
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('unexpected answer')) throw error
          }
          failures += 1
          lastFailureAt = performance.now()
          if (Date.now() > deadline) throw new Error('a buyer ran out of time')
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }

      async function buyer(index: number) {
        const shopper = newVisitor('shop')
        const idempotencyKey = `scale-out-${randomUUID()}`
        const added = await untilAnswered(() =>
          shopper.gql('/gql/public', addToCartDocument, { input: { variantId, quantity: 1 } }),
        )
        const cartId = added.addToCart.cart?.id
        if (!cartId) throw new Error(JSON.stringify(added))
        await untilAnswered(() =>
          shopper.gql('/gql/public', updateCheckoutDocument, {
            input: {
              cartId,
              email: `scale-out-buyer-${String(index)}@example.test`,
              shippingAddress: frenchAddress,
              shippingMethod: 'STANDARD',
            },
          }),
        )
        const placed = await untilAnswered(() =>
          shopper.gql('/gql/public', placeOrderDocument, {
            input: { cartId, idempotencyKey, paymentMethod: 'TEST_CARD', card: testCard },
          }),
        )
        expect(placed.placeOrder.errors).toEqual([])
        confirmed += 1
        return { idempotencyKey, number: placed.placeOrder.order?.number }
      }

      const results = await Promise.all(Array.from({ length: buyers }, (_, index) => buyer(index)))
      const finished = performance.now()
      await killed
      expect(victim.child.process.signalCode).toBe('SIGKILL')

      const rows = await queryCluster<{ idempotency_key: string; number: string }>(
        cluster,
        'SELECT idempotency_key, number FROM orders WHERE idempotency_key = ANY($1)',
        [results.map((result) => result.idempotencyKey)],
      )
      expect(rows).toHaveLength(buyers)
      expect(new Map(rows.map((row) => [row.idempotency_key, row.number]))).toEqual(
        new Map(results.map((result) => [result.idempotencyKey, result.number])),
      )
      const sinceKill = (at: number | null) =>
        at === null || killedAt === null ? 0 : at - killedAt
      process.stdout.write(
        `scale-out: ${String(rows.length)} orders for ${String(buyers)} buyers; instance killed after ${String(buyers / 4)} orders, ` +
          `${String(failures)} retried steps, last failure ${sinceKill(lastFailureAt).toFixed(0)} ms after the kill, ` +
          `wave done ${sinceKill(finished).toFixed(0)} ms after it (${(finished - started).toFixed(0)} ms in all)\n`,
      )
    })
  },
)
