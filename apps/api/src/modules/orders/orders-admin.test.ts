import { graphql } from '@comptoir/gql-client/admin-graphql'
import type { ResultOf } from '@comptoir/gql-client/public-graphql'
import { and, eq } from 'drizzle-orm'
import { print } from 'graphql'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { placeOrderWith } from '../../../test/ambassador-orders'
import { startTestApp, type TestApp } from '../../../test/app'
import { stockOf, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { orderStatusSubscription } from '../../../test/orders'
import { staffWithSession } from '../../../test/staff'
import { auditLog, orders } from '../../db/schema'
import { createMemoryPubSub, type PubSub } from '../../pubsub/pubsub'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { commandLineActor } from '../audit/audit.service'

const ordersQuery = graphql(`
  query StaffOrders($filter: StaffOrderFilter, $sort: OrderSort, $page: Int, $pageSize: Int) {
    orders(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      total
      page
      orders {
        number
        status
        email
        customerName
        totalCents
        paymentMethod
        createdAt
      }
    }
  }
`)

const orderQuery = graphql(`
  query StaffOrder($number: String!) {
    order(number: $number) {
      number
      status
      lines {
        sku
        productName
        quantity
        totalCents
      }
      shippingAddress {
        city
        countryName
      }
      paymentMethod
      paymentStatus
      statusHistory {
        from
        to
        actor
      }
      carrier
      trackingNumber
      trackingUrl
      canShip
      canCancel
    }
  }
`)

const fulfilMutation = graphql(`
  mutation StaffFulfil($input: OrderNumberInput!) {
    markOrderFulfilled(input: $input) {
      order {
        number
        status
        carrier
        trackingNumber
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const deliverMutation = graphql(`
  mutation StaffDeliver($input: OrderNumberInput!) {
    markOrderDelivered(input: $input) {
      order {
        status
      }
      errors {
        message
      }
    }
  }
`)

const shipMutation = graphql(`
  mutation StaffShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      order {
        number
        status
        carrier
        trackingNumber
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

const cancelMutation = graphql(`
  mutation StaffCancel($input: CancelOrderInput!) {
    cancelOrder(input: $input) {
      order {
        number
        status
        carrier
        trackingNumber
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

let api: TestApp
const listening: (() => void)[] = []

/** The in-memory pub/sub, telling the test once a subscriber listens (its first read). */
function observedPubSub(): PubSub {
  const inner = createMemoryPubSub()
  return {
    publish: (topic, key, payload) => inner.publish(topic, key, payload),
    subscribe(topic, key) {
      const events = inner.subscribe(topic, key)
      const next = events.next.bind(events)
      events.next = () => {
        const read = next()
        listening.shift()?.()
        return read
      }
      return events
    },
    close: () => inner.close(),
  }
}
let owner: Awaited<ReturnType<typeof staffWithSession>>
let variant: Record<string, string>

const admin = (token: string, language = 'en') => ({
  path: '/gql/admin' as const,
  token,
  headers: { 'accept-language': language },
})

async function statusOf(number: string) {
  const [row] = await api.database.handle.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.number, number))
  return row?.status
}

function auditOf(number: string) {
  return api.database.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'order'), eq(auditLog.recordId, number)))
    .orderBy(auditLog.id)
}

beforeAll(async () => {
  api = await startTestApp({ app: { pubsub: observedPubSub() } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  owner = await staffWithSession(api, 'owner')
  variant = await variantIds(api, ['TEA-1', 'MAR-S'])
})

afterAll(async () => {
  await api.close()
})

describe('orders in the back office', () => {
  it('lists with filters, search and sorting, newest first', async () => {
    const marker = `filter-${Date.now().toString(36)}`
    const paid = await placeOrderWith(api, {
      variantId: variant['TEA-1']!,
      quantity: 1,
      email: `${marker}-a@example.test`,
    })
    const awaiting = await placeOrderWith(api, {
      variantId: variant['TEA-1']!,
      quantity: 3,
      email: `${marker}-b@example.test`,
      paymentMethod: 'BANK_TRANSFER',
    })
    const all = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: marker } },
    })
    expect(all.body.data?.orders.total).toBe(2)
    expect(all.body.data?.orders.orders.map((order) => order.number)).toEqual([awaiting, paid])

    const oldest = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: marker.toUpperCase() }, sort: 'OLDEST' },
    })
    expect(oldest.body.data?.orders.orders.map((order) => order.number)).toEqual([paid, awaiting])

    const unpaid = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: marker, status: 'PENDING_PAYMENT' } },
    })
    expect(unpaid.body.data?.orders.orders.map((order) => order.number)).toEqual([awaiting])

    const byMethod = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: marker, paymentMethod: 'test-card' } },
    })
    expect(byMethod.body.data?.orders.orders.map((order) => order.number)).toEqual([paid])

    const byNumber = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: paid.toLowerCase() } },
    })
    expect(byNumber.body.data?.orders.orders.map((order) => order.number)).toEqual([paid])

    const future = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: marker, since: new Date(Date.now() + 60_000).toISOString() } },
    })
    expect(future.body.data?.orders.total).toBe(0)

    const byName = await api.gql(ordersQuery, {
      ...admin(owner.token),
      variables: { filter: { search: 'zzz-nobody-has-this-name' } },
    })
    expect(byName.body.data?.orders.total).toBe(0)
  })

  it('loads a page of orders in one SQL statement whatever its size', async () => {
    for (let index = 0; index < 6; index += 1) {
      await placeOrderWith(api, { variantId: variant['MAR-S']!, quantity: 1 })
    }
    // The session's first use records it: measured from the second request on.
    await api.gql(ordersQuery, { ...admin(owner.token), variables: { pageSize: 1 } })
    const counts: number[] = []
    for (const pageSize of [2, 6, 50]) {
      // The fewest of three reads: the orders' background work (e-mails) shares the counter.
      let statements = Number.POSITIVE_INFINITY
      for (let read = 0; read < 3; read += 1) {
        const before = api.database.handle.statementCount
        const response = await api.gql(ordersQuery, {
          ...admin(owner.token),
          variables: { pageSize },
        })
        statements = Math.min(statements, api.database.handle.statementCount - before)
        expect(response.body.data?.orders.orders.length).toBe(
          Math.min(pageSize, response.body.data?.orders.total ?? 0),
        )
      }
      counts.push(statements)
    }
    // The staff member's session, then the page with its total.
    expect(counts).toEqual([2, 2, 2])
  })

  it('shows one order with its lines, address, payment and status history', async () => {
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 2 })
    const response = await api.gql(orderQuery, {
      ...admin(owner.token, 'fr'),
      variables: { number: number.toLowerCase() },
    })
    const order = response.body.data?.order
    expect(order?.number).toBe(number)
    expect(order?.lines[0]).toMatchObject({ sku: 'TEA-1', quantity: 2 })
    expect(order?.shippingAddress.countryName).toBe('France')
    expect(order?.paymentMethod).toBe('test-card')
    expect(order?.paymentStatus).toBeNull()
    expect(order?.statusHistory.map((event) => event.to)).toEqual(['PAID'])
    expect(order?.canShip).toBe(false)
    expect(order?.canCancel).toBe(true)
  })

  it('prepares then ships an order: audit rows and the tracking e-mail in the buyer’s language', async () => {
    const email = `ship-${Date.now().toString(36)}@example.test`
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1, email })
    await api.database.handle.db
      .update(orders)
      .set({ locale: 'fr' })
      .where(eq(orders.number, number))

    const early = await api.gql(shipMutation, {
      ...admin(owner.token),
      variables: { input: { number, carrier: 'colissimo', trackingNumber: '6A123' } },
    })
    expect(early.body.data?.shipOrder.errors).toEqual([
      {
        field: null,
        code: 'invalid_state',
        message: 'This order is paid: only an order being prepared can be shipped',
      },
    ])
    expect(await statusOf(number)).toBe('PAID')

    const fulfilled = await api.gql(fulfilMutation, {
      ...admin(owner.token),
      variables: { input: { number } },
    })
    expect(fulfilled.body.data?.markOrderFulfilled.order?.status).toBe('FULFILLED')

    const invalid = await api.gql(shipMutation, {
      ...admin(owner.token, 'fr'),
      variables: { input: { number, carrier: 'pigeon', trackingNumber: '' } },
    })
    expect(invalid.body.data?.shipOrder.errors.map((error) => error.field)).toEqual([
      'carrier',
      'trackingNumber',
    ])
    expect(invalid.body.data?.shipOrder.errors[1]?.message).toBe('Ce champ est obligatoire')

    const mail = api.mail.next(email)
    const shipped = await api.gql(shipMutation, {
      ...admin(owner.token),
      variables: { input: { number, carrier: 'colissimo', trackingNumber: ' 6A 1234 ' } },
    })
    expect(shipped.body.data?.shipOrder.order).toMatchObject({
      status: 'SHIPPED',
      carrier: 'Colissimo',
      trackingNumber: '6A 1234',
    })
    const message = await mail
    expect(message.subject).toBe(`Votre commande Comptoir ${number} est en route`)
    expect(message.text).toContain('Transporteur : Colissimo, numéro de suivi 6A 1234')
    expect(message.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A%201234')

    const rows = await auditOf(number)
    expect(rows.map((row) => [row.action, row.before, row.after, row.actorId])).toEqual([
      ['order.fulfilled', { status: 'PAID' }, { status: 'FULFILLED' }, owner.staff.id],
      [
        'order.shipped',
        { status: 'FULFILLED' },
        { status: 'SHIPPED', carrier: 'colissimo', trackingNumber: '6A 1234' },
        owner.staff.id,
      ],
    ])
    expect(rows.every((row) => row.requestId)).toBe(true)

    const again = await api.gql(cancelMutation, {
      ...admin(owner.token, 'fr'),
      variables: { input: { number } },
    })
    expect(again.body.data?.cancelOrder.errors[0]?.message).toBe(
      'Cette commande est expédiée : seule une commande impayée, ou payée et pas encore expédiée, peut être annulée',
    )
    expect(await statusOf(number)).toBe('SHIPPED')
    expect(await auditOf(number)).toHaveLength(2)

    const delivered = await api.gql(deliverMutation, {
      ...admin(owner.token),
      variables: { input: { number } },
    })
    expect(delivered.body.data?.markOrderDelivered.order?.status).toBe('DELIVERED')
    const twice = await api.gql(deliverMutation, {
      ...admin(owner.token, 'fr'),
      variables: { input: { number } },
    })
    expect(twice.body.data?.markOrderDelivered.errors[0]?.message).toBe(
      'Cette commande est livrée : seule une commande expédiée peut être marquée livrée',
    )
    expect((await auditOf(number)).map((row) => row.action).at(-1)).toBe('order.delivered')
  })

  it('updates the shopper’s open order page live when staff ship it', async () => {
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1 })
    await api.gql(fulfilMutation, { ...admin(owner.token), variables: { input: { number } } })
    const accessToken = await api.app.services.orders.renewAccessToken(
      (await api.app.services.orders.findByNumber(number))!.id,
    )
    const url = `${(await api.listen()).replace('http', 'ws')}/gql/public`
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 })
    try {
      const events = client.iterate<ResultOf<typeof orderStatusSubscription>>({
        query: print(orderStatusSubscription),
        variables: { number, accessToken },
      })
      const subscribed = new Promise<void>((resolve) => listening.push(resolve))
      const first = events.next()
      await subscribed
      await api.gql(shipMutation, {
        ...admin(owner.token),
        variables: { input: { number, carrier: 'ups', trackingNumber: '1Z999AA10123456784' } },
      })
      expect((await first).value).toMatchObject({
        data: { orderStatusChanged: { status: 'SHIPPED', previousStatus: 'FULFILLED' } },
      })
      await events.return?.()
    } finally {
      await client.dispose()
    }
  })

  it('lets one of two staff shipping one order at once win; the other is refused', async () => {
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1 })
    const other = await staffWithSession(api, 'orders')
    await api.gql(fulfilMutation, { ...admin(owner.token), variables: { input: { number } } })
    const [first, second] = await Promise.all(
      [
        [owner.token, 'COLI-1'],
        [other.token, 'COLI-2'],
      ].map(([token, trackingNumber]) =>
        api.gql(shipMutation, {
          ...admin(token!),
          variables: { input: { number, carrier: 'colissimo', trackingNumber: trackingNumber! } },
        }),
      ),
    )
    const payloads = [first, second].map((response) => response?.body.data?.shipOrder)
    expect(payloads.filter((payload) => payload?.order?.status === 'SHIPPED')).toHaveLength(1)
    const refused = payloads.find((payload) => payload?.errors.length)
    expect(refused?.errors[0]).toMatchObject({
      code: 'invalid_state',
      message: 'This order is shipped: only an order being prepared can be shipped',
    })
    expect((await auditOf(number)).filter((row) => row.action === 'order.shipped')).toHaveLength(1)
  })

  it('cancels an unpaid order and a paid one not shipped, putting the units back', async () => {
    const before = await stockOf(api, 'MAR-S')
    const unpaid = await placeOrderWith(api, {
      variantId: variant['MAR-S']!,
      quantity: 2,
      paymentMethod: 'BANK_TRANSFER',
    })
    const paid = await placeOrderWith(api, { variantId: variant['MAR-S']!, quantity: 1 })
    expect(await stockOf(api, 'MAR-S')).toBe(before - 3)
    for (const number of [unpaid, paid]) {
      const response = await api.gql(cancelMutation, {
        ...admin(owner.token),
        variables: { input: { number, note: 'Asked by the buyer' } },
      })
      expect(response.body.data?.cancelOrder.order?.status).toBe('CANCELLED')
    }
    expect(await stockOf(api, 'MAR-S')).toBe(before)
    expect((await auditOf(unpaid)).map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'order.cancelled',
        { status: 'PENDING_PAYMENT' },
        { status: 'CANCELLED', note: 'Asked by the buyer' },
      ],
    ])
    const twice = await api.gql(cancelMutation, {
      ...admin(owner.token),
      variables: { input: { number: paid } },
    })
    expect(twice.body.data?.cancelOrder.errors[0]?.code).toBe('invalid_state')
    expect(await stockOf(api, 'MAR-S')).toBe(before)

    const missing = await api.gql(fulfilMutation, {
      ...admin(owner.token),
      variables: { input: { number: 'CPT-0000-000000' } },
    })
    expect(missing.body.data?.markOrderFulfilled.errors[0]?.code).toBe('not_found')
  })

  it('writes an audit row for the command line’s changes too (actor cli)', async () => {
    const number = await placeOrderWith(api, { variantId: variant['TEA-1']!, quantity: 1 })
    const result = await api.app.services.orderAdmin.advance(number, {
      actor: 'admin-cli',
      audit: commandLineActor,
    })
    expect(result.ok).toBe(true)
    const rows = await auditOf(number)
    expect(rows.map((row) => [row.actorLabel, row.actorId, row.action])).toEqual([
      ['cli', null, 'order.fulfilled'],
    ])
  })
})
