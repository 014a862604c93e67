import { randomBytes } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'

import { ambassadorLoginMutation } from '../../test/accounts'
import { productPageQuery } from '../../test/catalog'
import { addToCartMutation, frenchAddress, updateCheckoutMutation } from '../../test/commerce'
import { openBenchDatabase } from '../checkout/carts'
import type { BenchSettings } from '../harness/args'
import { createThrowawayDatabase } from '../harness/databases'
import { gql } from '../harness/gql'
import { inspectFlag, retainedBytes } from '../harness/inspector'
import { apiRoot } from '../harness/paths'
import {
  freePort,
  loadCore,
  serverCore,
  spawnPinned,
  waitForHttp,
  type PinnedProcess,
} from '../harness/processes'
import { startProduct, type ProductInstance } from '../harness/product'
import { formatCount, formatMs, ratioOf, type TargetResult } from '../harness/report'
import type { SubscriberCommand, SubscriberReply } from './messages'

/**
 * Sockets opened (and an order delivered to them) before the memory baseline: first-use costs,
 * such as the code the JIT compiles for the handshake, are not counted per socket.
 */
const warmSockets = 100
const demoAmbassador = { email: 'ambassador@comptoir.test', password: 'comptoir-demo-2026' }
const demoAmbassadorCode = 'MARIE'

/** The subscriber process on the load core, and a request/answer channel to it. */
function startSubscribers() {
  const worker: PinnedProcess = spawnPinned(
    loadCore,
    ['--import', 'tsx', 'bench/events/subscribers.ts'],
    {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  )
  const ask = (command: SubscriberCommand) =>
    new Promise<SubscriberReply>((resolve, reject) => {
      const onExit = () => {
        reject(new Error('the subscriber process exited'))
      }
      worker.child.once('exit', onExit)
      worker.child.once('message', (message: SubscriberReply) => {
        worker.child.off('exit', onExit)
        if (message.type === 'failed') reject(new Error(message.message))
        else resolve(message)
      })
      worker.child.send(command)
    })
  return { worker, ask }
}

async function opened(reply: Promise<SubscriberReply>): Promise<number> {
  const answer = await reply
  if (answer.type !== 'opened') throw new Error(`unexpected answer ${answer.type}`)
  if (answer.refused > 0) throw new Error(`${answer.refused} sockets were refused`)
  return answer.sockets
}

/** A process whose resident memory is read, and the inspector port it collects garbage on. */
interface Measured {
  inspectPort: number
}

/**
 * Memory the processes keep (see {@link retainedBytes}), the product and the bare reference
 * alike: the least of three readings 500 ms apart, so that a reading caught while a timer's work
 * is in flight does not count.
 */
async function settledResidentBytes(processes: Measured[]): Promise<number> {
  const readings: number[] = []
  for (let round = 0; round < 3; round += 1) {
    if (round > 0) await delay(500)
    const each = await Promise.all(processes.map((one) => retainedBytes(one.inspectPort)))
    readings.push(each.reduce((a, b) => a + b, 0))
  }
  return Math.min(...readings)
}

/** Carts ready to order with the ambassador's code, prepared through the public API. */
async function cartsWithCode(origin: string, count: number): Promise<string[]> {
  const url = `${origin}/gql/public`
  const page = await gql(url, productPageQuery, { first: 1 })
  const variantId = page.products.edges[0]?.node.variants[0]?.id
  if (!variantId) throw new Error('the demo catalogue has no variant')
  const carts: string[] = []
  for (let index = 0; index < count; index += 1) {
    const added = await gql(url, addToCartMutation, { input: { variantId, quantity: 1 } })
    const cartId = added.addToCart.cart?.id
    if (!cartId) throw new Error(JSON.stringify(added.addToCart.errors))
    const updated = await gql(url, updateCheckoutMutation, {
      input: {
        cartId,
        email: `bench-events-${index}@example.test`,
        shippingAddress: frenchAddress,
        shippingMethod: 'STANDARD',
        code: demoAmbassadorCode,
      },
    })
    if (updated.updateCheckout.errors.length > 0) {
      throw new Error(JSON.stringify(updated.updateCheckout.errors))
    }
    carts.push(cartId)
  }
  return carts
}

/**
 * Memory per idle socket of a reference server (`ws-reference.ts`: a bare `ws` server;
 * `graphql-ws-reference.ts`: graphql-ws's own server over it) holding as many subscribers.
 */
async function memoryOfReference(
  script: 'ws-reference' | 'graphql-ws-reference',
  subscribers: number,
  token: string,
): Promise<number> {
  const port = await freePort()
  const inspectPort = await freePort()
  const nodeArgs = [inspectFlag(inspectPort), '--import', 'tsx', `bench/events/${script}.ts`]
  const server = spawnPinned(serverCore, nodeArgs, {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', BENCH_PORT: String(port) },
  })
  const client = startSubscribers()
  try {
    await waitForHttp(`http://127.0.0.1:${port}`, 60_000, server.exited)
    const url = `ws://127.0.0.1:${port}`
    await opened(client.ask({ type: 'open', urls: [url], count: warmSockets, token }))
    const measured = [{ inspectPort }]
    const before = await settledResidentBytes(measured)
    await opened(client.ask({ type: 'open', urls: [url], count: subscribers - warmSockets, token }))
    const after = await settledResidentBytes(measured)
    return (after - before) / (subscribers - warmSockets)
  } finally {
    client.worker.child.send({ type: 'close' } satisfies SubscriberCommand)
    await client.worker.stop()
    await server.stop()
  }
}

/**
 * Live events: the demo ambassador's event subscription on N sockets spread over two instances
 * of the product on one PostgreSQL and one Redis; orders placed over HTTP with the ambassador's
 * code, one at a time, alternately through each instance. Reports the events delivered and the
 * delay from placeOrder sent to event received, and the memory of an idle socket against a
 * bare `ws` server holding as many.
 */
export async function eventsBenchmark(settings: BenchSettings): Promise<TargetResult[]> {
  const database = await createThrowawayDatabase(settings.postgresUrl, 'events')
  const instances: ProductInstance[] = []
  const client = startSubscribers()
  try {
    // One after the other: the first migrates and seeds the empty database.
    for (let index = 0; index < 2; index += 1) {
      instances.push(
        await startProduct({
          databaseUrl: database.url,
          redisUrl: settings.redisUrl,
          inspectPort: await freePort(),
        }),
      )
    }
    const origins = instances.map((instance) => instance.origin)
    const direct = openBenchDatabase(database.url)
    try {
      await direct.stockEveryVariant(1_000_000)
    } finally {
      await direct.close()
    }
    const login = await gql(`${origins[0] ?? ''}/gql/public`, ambassadorLoginMutation, {
      input: demoAmbassador,
    })
    const token = login.ambassadorLogin.token
    if (!token) throw new Error('the demo ambassador could not sign in')
    const carts = await cartsWithCode(origins[0] ?? '', settings.eventOrders + 2)
    const socketUrls = origins.map((origin) => `${origin.replace('http', 'ws')}/gql/ambassador`)
    const endpoints = origins.map((origin) => `${origin}/gql/public`)
    const keyPrefix = `bench-events-${randomBytes(4).toString('hex')}`

    await opened(client.ask({ type: 'open', urls: socketUrls, count: warmSockets, token }))
    // The first order warms the path and proves the subscriptions work on both instances.
    const warm = await client.ask({
      type: 'orders',
      endpoints,
      carts: carts.slice(0, 1),
      keyPrefix: `${keyPrefix}-warm`,
      timeoutMs: 30_000,
    })
    if (warm.type !== 'delivered' || warm.delivered < warmSockets) {
      throw new Error('the warm-up order did not reach every socket')
    }
    const measured = instances.map((instance) => ({ inspectPort: instance.inspectPort ?? 0 }))
    const before = await settledResidentBytes(measured)
    const count = await opened(
      client.ask({
        type: 'open',
        urls: socketUrls,
        count: settings.subscribers - warmSockets,
        token,
      }),
    )
    // Every subscription is in place once an order reaches every socket.
    const ready = await client.ask({
      type: 'orders',
      endpoints,
      carts: carts.slice(1, 2),
      keyPrefix: `${keyPrefix}-ready`,
      timeoutMs: 30_000,
    })
    if (ready.type !== 'delivered' || ready.delivered < count) {
      throw new Error('an order did not reach every socket within 30 s')
    }
    const after = await settledResidentBytes(measured)
    const perSocket = (after - before) / (settings.subscribers - warmSockets)

    const run = await client.ask({
      type: 'orders',
      endpoints,
      carts: carts.slice(2),
      keyPrefix,
      timeoutMs: 5_000,
    })
    if (run.type !== 'delivered') throw new Error(`unexpected answer ${run.type}`)
    client.worker.child.send({ type: 'close' } satisfies SubscriberCommand)
    await client.worker.exited

    const referencePerSocket = await memoryOfReference('ws-reference', settings.subscribers, token)
    const memoryRatio = ratioOf(perSocket, referencePerSocket)
    const libraryPerSocket = await memoryOfReference(
      'graphql-ws-reference',
      settings.subscribers,
      token,
    )
    const libraryRatio = ratioOf(libraryPerSocket, referencePerSocket)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    return [
      {
        name: `live events, ${formatCount(count)} sockets over 2 instances (PostgreSQL + Redis), ${run.orders} orders`,
        figure: `${formatCount(run.delivered)}/${formatCount(run.expected)} delivered, p50 ${formatMs(run.latencies.p50)}, p99 ${formatMs(run.latencies.p99)}${run.failedOrders > 0 ? `, ${run.failedOrders} orders failed` : ''}`,
        reference: '—',
        ratio: null,
        target: 'every event delivered, p99 ≤ 100 ms',
        met: run.failedOrders === 0 && run.delivered === run.expected && run.latencies.p99 <= 100,
      },
      {
        name: `live events, memory per idle socket (live heap + native after GC, ${formatCount(settings.subscribers - warmSockets)} sockets)`,
        figure: kb(perSocket),
        reference: `bare ws ${kb(referencePerSocket)}`,
        ratio: memoryRatio,
        target: '≤ 2 × bare ws',
        met: memoryRatio !== null && memoryRatio <= 2,
      },
      {
        name: `live events, memory per idle socket of graphql-ws's own server (the library's floor, one idle subscription each)`,
        figure: kb(libraryPerSocket),
        reference: `bare ws ${kb(referencePerSocket)}`,
        ratio: libraryRatio,
        target: '— (no target of its own)',
        met: null,
      },
    ]
  } finally {
    await client.worker.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await database.drop()
  }
}
