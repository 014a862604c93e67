import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { eq } from 'drizzle-orm'
import type { TadaDocumentNode } from 'gql.tada'
import { print } from 'graphql'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { ambassadorLoginMutation, strongPassword } from '../../../test/accounts'
import { applicationInput, applyMutation } from '../../../test/ambassador-fixtures'
import { recordVisitMutation } from '../../../test/ambassador-orders'
import { streamEvents, waitFor } from '../../../test/ambassador-sockets'
import {
  addToCartMutation,
  frenchAddress,
  testCard,
  updateCheckoutMutation,
} from '../../../test/commerce'
import { orderStatusSubscription, placeOrderMutation } from '../../../test/orders'
import { openTestDatabase, type TestDatabase } from '../../../test/database'
import { protocol } from '../../../test/ws'
import { fixture } from '../../../test/fixture'
import { ambassadors, productVariants, users } from '../../db/schema'
import { apiRoot } from '../../paths'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

interface Instance {
  origin: string
  process: ChildProcess
}

/** Starts `src/main.ts` as its own Node process on the shared database and Redis. */
async function startInstance(url: string, redis: string): Promise<Instance> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      REDIS_URL: redis,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      MAIL_DIR: await mkdtemp(join(tmpdir(), 'comptoir-mail-')),
      // Every buyer of the test comes from loopback, and limits kept in Redis outlive a run.
      ORDER_ATTEMPTS_PER_HOUR: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  // Two processes compile the API's source at once: slow on a loaded two-core machine.
  await waitFor(async () => {
    try {
      return (await fetch(`${origin}/readyz`)).ok
    } catch {
      return false
    }
  }, 90_000)
  return { origin, process: child }
}

async function stopInstance(instance: Instance) {
  if (instance.process.exitCode !== null) return
  const exited = new Promise((resolve) => instance.process.once('exit', resolve))
  instance.process.kill('SIGTERM')
  await exited
}

async function gql<Data, Variables>(
  origin: string,
  document: TadaDocumentNode<Data, Variables>,
  variables: Variables,
  token?: string,
): Promise<Data> {
  const query = print(document)
  const response = await fetch(`${origin}/gql/public`, {
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

/** Runs the operator CLI as its own process, on the shared database and Redis. */
async function runCli(args: string[], url: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/orders.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: url, REDIS_URL: redisUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the CLI exited with ${String(code)}`)
}

/** Follows an order's status over graphql-transport-ws; `received` lists the statuses pushed. */
function subscribeOrderStatus(url: string, number: string, accessToken: string) {
  const socket = new WebSocket(url, protocol)
  const received: string[] = []
  const subscribed = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string
        payload?: { data?: { orderStatusChanged?: { status: string } } }
      }
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: {
              query: print(orderStatusSubscription),
              variables: { number, accessToken },
            },
          }),
        )
        resolve()
      }
      const status = message.payload?.data?.orderStatusChanged?.status
      if (message.type === 'next' && status) received.push(status)
    })
  })
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
  })
  return {
    received,
    subscribed,
    close: () => {
      socket.close(1000)
    },
  }
}

describe.skipIf(!databaseUrl || !redisUrl)(
  'two API processes on one PostgreSQL and one Redis (needs DATABASE_URL and REDIS_URL; skipped otherwise)',
  { timeout: 90_000 },
  () => {
    let database: TestDatabase
    let a: Instance
    let b: Instance

    beforeAll(async () => {
      database = await openTestDatabase()
      await seedDatabase(database.handle.db, fixture, createPasswordHasher())
      await database.handle.db
        .update(productVariants)
        .set({ stock: 1000 })
        .where(eq(productVariants.sku, 'MAR-S'))
      ;[a, b] = await Promise.all([
        startInstance(database.url ?? '', redisUrl ?? ''),
        startInstance(database.url ?? '', redisUrl ?? ''),
      ])
    }, 120_000)

    afterAll(async () => {
      await Promise.all([a, b].filter(Boolean).map(stopInstance))
      await database.drop()
    })

    it('pushes an order placed through A to the ambassador subscribed on B', async () => {
      const input = applicationInput({ name: 'Twin Instances' })
      const applied = await gql(a.origin, applyMutation, { input })
      const code = applied.applyAsAmbassador.application?.code ?? ''
      const [user] = await database.handle.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email))
      await database.handle.db
        .update(ambassadors)
        .set({ status: 'APPROVED' })
        .where(eq(ambassadors.code, code))
      const login = await gql(b.origin, ambassadorLoginMutation, {
        input: { email: input.email, password: strongPassword },
      })
      const stream = streamEvents(
        `${b.origin.replace('http', 'ws')}/gql/ambassador`,
        login.ambassadorLogin.token ?? '',
      )
      await stream.subscribed
      const redis = new Redis(redisUrl ?? '')
      try {
        await waitFor(async () => {
          const counts = (await redis.pubsub(
            'NUMSUB',
            `comptoir:events:ambassadorEvent:${user?.id ?? ''}`,
            `comptoir:events:referralClicked:${user?.id ?? ''}`,
          )) as [string, number, string, number]
          return counts[1] > 0 && counts[3] > 0
        })
      } finally {
        redis.disconnect()
      }

      const [variant] = await database.handle.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.sku, 'MAR-S'))
      if (!variant) throw new Error('no MAR-S variant')
      const added = await gql(a.origin, addToCartMutation, {
        input: { variantId: variant.id, quantity: 1 },
      })
      const cartId = added.addToCart.cart?.id
      if (!cartId) throw new Error(JSON.stringify(added))
      await gql(a.origin, updateCheckoutMutation, {
        input: {
          cartId,
          email: 'twin-buyer@example.test',
          shippingAddress: frenchAddress,
          shippingMethod: 'STANDARD',
          code,
        },
      })
      const placed = await gql(a.origin, placeOrderMutation, {
        input: {
          cartId,
          idempotencyKey: `twin-${Date.now().toString(36)}-key`,
          paymentMethod: 'TEST_CARD',
          card: testCard,
        },
      })
      const number = placed.placeOrder.order?.number
      expect(number).toMatch(/^CPT-/)
      await waitFor(() => stream.events.length >= 2, 10_000)
      expect(stream.events.map((event) => [event.type, event.orderNumber])).toEqual([
        ['ORDER_ATTRIBUTED', number],
        ['COMMISSION_STATUS_CHANGED', number],
      ])

      // A click on the link through A reaches the portal open on B too.
      await gql(a.origin, recordVisitMutation, { code })
      await waitFor(() => stream.events.length >= 3, 10_000)
      expect(stream.events[2]?.type).toBe('LINK_CLICKED')

      const statuses = subscribeOrderStatus(
        `${b.origin.replace('http', 'ws')}/gql/public`,
        number ?? '',
        placed.placeOrder.accessToken ?? '',
      )
      await statuses.subscribed
      await new Promise((resolve) => setTimeout(resolve, 300))
      await runCli(['orders', 'advance', number ?? ''], database.url ?? '')
      await waitFor(() => statuses.received.includes('FULFILLED'), 10_000)
      statuses.close()
      stream.close()
    })
  },
)
