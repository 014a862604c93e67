import { graphql, type ResultOf, type VariablesOf } from '@comptoir/gql-client/public-graphql'
import { print } from 'graphql'
import { createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'

import { signUp, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, stockOf, testCard, variantIds } from '../../../test/commerce'
import {
  orderQuery,
  orderStatusSubscription,
  placeOrderMutation,
  type PlaceOrderData,
} from '../../../test/orders'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
import { createMemoryPubSub, type PubSub } from '../../pubsub/pubsub'
import { seedDatabase } from '../../seed/seed'

let api: TestApp
let variant: Record<string, string>
const subscribed: (() => void)[] = []

/** The in-memory pub/sub, telling the test when a subscriber starts listening. */
function observedPubSub(): PubSub {
  const inner = createMemoryPubSub()
  return {
    publish: (topic, key, payload) => inner.publish(topic, key, payload),
    subscribe(topic, key) {
      const events = inner.subscribe(topic, key)
      // The socket server starts iterating right after it gets the iterator.
      setTimeout(() => subscribed.shift()?.(), 50)
      return events
    },
    close: () => inner.close(),
  }
}

beforeAll(async () => {
  api = await startTestApp({ app: { pubsub: observedPubSub() } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['TEA-1', 'MAR-S'])
})

afterAll(async () => {
  await api.close()
})

type PaymentMethod = VariablesOf<typeof placeOrderMutation>['input']['paymentMethod']

async function placeOrder(
  token?: string,
  paymentMethod: PaymentMethod = 'TEST_CARD',
): Promise<PlaceOrderData> {
  const request = token ? { token } : {}
  const cart = await readyCart(api, [[variant['TEA-1'] ?? '', 2]], request)
  const response = await api.gql(placeOrderMutation, {
    ...request,
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        paymentMethod,
        ...(paymentMethod === 'TEST_CARD' ? { card: testCard } : {}),
      },
    },
  })
  const placed = response.body.data?.placeOrder
  if (!placed?.order) throw new Error(`placeOrder failed: ${JSON.stringify(response.body)}`)
  return placed
}

const historyQuery = graphql(`
  query OrderHistory {
    me {
      orders(first: 10) {
        totalCount
        edges {
          node {
            number
          }
        }
      }
    }
  }
`)

describe('who sees an order', () => {
  it('shows it to its customer and to the holder of its token, and to nobody else', async () => {
    const owner = await signUp(api, uniqueEmail())
    const stranger = await signUp(api, uniqueEmail())
    const placed = await placeOrder(owner)
    const number = placed.order?.number ?? ''
    const see = (variables: VariablesOf<typeof orderQuery>, token?: string) =>
      api.gql(orderQuery, { variables, ...(token ? { token } : {}) })

    expect((await see({ number }, owner)).body.data?.order?.number).toBe(number)
    expect((await see({ number, accessToken: placed.accessToken })).body.data?.order?.number).toBe(
      number,
    )
    const strangerView = await see({ number }, stranger)
    const wrongToken = await see({ number, accessToken: 'x'.repeat(43) })
    const noSuchOrder = await see({ number: 'CPT-2000-999999', accessToken: 'x'.repeat(43) })
    expect(strangerView.body).toEqual({ data: { order: null } })
    expect(wrongToken.body).toEqual(noSuchOrder.body)
    expect(wrongToken.body).toEqual({ data: { order: null } })
  })

  it("lists a customer's orders, newest first, as a connection", async () => {
    const token = await signUp(api, uniqueEmail())
    const first = await placeOrder(token)
    const second = await placeOrder(token)
    const history = (await api.gql(historyQuery, { token })).body.data?.me?.orders
    expect(history?.totalCount).toBe(2)
    expect(history?.edges.map((edge) => edge.node.number)).toEqual([
      second.order?.number,
      first.order?.number,
    ])
  })
})

describe('order administration', () => {
  it('moves forward only, writes the events, e-mails the shipping and restocks on refund', async () => {
    const placed = await placeOrder(undefined, 'BANK_TRANSFER')
    const number = placed.order?.number ?? ''
    const admin = api.app.services.orderAdmin
    const options = { actor: 'admin' }
    expect(await admin.advance(number, options)).toMatchObject({
      ok: true,
      order: { status: 'PAID' },
    })
    expect(await admin.transition(number, 'PENDING_PAYMENT', options)).toMatchObject({
      ok: false,
      reason: 'invalid_transition',
      from: 'PAID',
    })
    await admin.advance(number, options)
    const shippedMail = api.mail.next('buyer@example.test')
    expect(await admin.advance(number, options)).toMatchObject({ order: { status: 'SHIPPED' } })
    expect((await shippedMail).subject).toContain(number)
    const stock = await stockOf(api, 'TEA-1')
    expect(await admin.refund(number, options)).toMatchObject({ order: { status: 'REFUNDED' } })
    expect(await stockOf(api, 'TEA-1')).toBe(stock + 2)
    expect(await admin.cancel(number, options)).toMatchObject({ ok: false })
    const seen = await api.gql(orderQuery, {
      variables: { number, accessToken: placed.accessToken },
    })
    expect(seen.body.data?.order?.statusHistory.map((entry) => entry.status)).toEqual([
      'PENDING_PAYMENT',
      'PAID',
      'FULFILLED',
      'SHIPPED',
      'REFUNDED',
    ])
    expect(await admin.advance('CPT-2000-000000', options)).toEqual({
      ok: false,
      reason: 'not_found',
    })
  })

  it('restocks a cancelled order', async () => {
    const stock = await stockOf(api, 'TEA-1')
    const placed = await placeOrder()
    expect(await stockOf(api, 'TEA-1')).toBe(stock - 2)
    await api.app.services.orderAdmin.cancel(placed.order?.number ?? '', { actor: 'admin' })
    expect(await stockOf(api, 'TEA-1')).toBe(stock)
  })
})

describe('orderStatusChanged', () => {
  it('delivers a change made through the admin service to a guest holding the token', async () => {
    const placed = await placeOrder()
    const url = `${(await api.listen()).replace('http', 'ws')}/gql/public`
    const client = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0 })
    try {
      const events = client.iterate<ResultOf<typeof orderStatusSubscription>>({
        query: print(orderStatusSubscription),
        variables: { number: placed.order?.number, accessToken: placed.accessToken },
      })
      const listening = new Promise<void>((resolve) => subscribed.push(resolve))
      const first = events.next()
      await listening
      await api.app.services.orderAdmin.advance(placed.order?.number ?? '', { actor: 'admin' })
      const event = await first
      expect(event.value).toMatchObject({
        data: {
          orderStatusChanged: {
            status: 'FULFILLED',
            previousStatus: 'PAID',
            order: { status: 'FULFILLED' },
          },
        },
      })
      await events.return?.()

      const refused = client.iterate({
        query: print(orderStatusSubscription),
        variables: { number: placed.order?.number, accessToken: 'y'.repeat(43) },
      })
      const outcome = await refused.next()
      expect(outcome.value).toMatchObject({ errors: [{ message: 'Order not found' }] })
    } finally {
      await client.dispose()
    }
  })
})

describe('finding an order by number and e-mail', () => {
  const requestAccess = graphql(`
    mutation RequestOrderAccess($input: RequestOrderAccessInput!) {
      requestOrderAccess(input: $input) {
        ok
        errors {
          field
          code
        }
      }
    }
  `)

  it('mails the link to the buyer when both match, and answers the same when they do not', async () => {
    const placed = await placeOrder()
    const number = placed.order?.number ?? ''
    const linkSubject = `The link to your Comptoir order ${number}`
    const linkMails = () => api.mail.sent.filter((mail) => mail.subject === linkSubject)
    const match = await api.gql(requestAccess, {
      variables: { input: { number: number.toLowerCase(), email: 'BUYER@example.test' } },
    })
    expect(match.body.data?.requestOrderAccess).toEqual({ ok: true, errors: [] })
    // in the language the order was placed in; the mail leaves the outbox asynchronously
    const deadline = Date.now() + 10_000
    while (linkMails().length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(linkMails()).toHaveLength(1)
    // Only the hash of the access token is stored: the mail carries a new one, which opens the order.
    const mailed = /order\?number=([^&\s]+)&token=([A-Za-z0-9_-]{43})/.exec(
      linkMails()[0]?.text ?? '',
    )
    expect(mailed?.[1]).toBe(number)
    const opened = await api.gql(orderQuery, {
      variables: { number, accessToken: mailed?.[2] },
    })
    expect(opened.body.errors).toBeUndefined()
    expect(opened.body.data?.order?.number).toBe(number)

    const wrongEmail = await api.gql(requestAccess, {
      variables: { input: { number, email: 'someone-else@example.test' } },
    })
    const unknownOrder = await api.gql(requestAccess, {
      variables: { input: { number: 'CPT-1999-000001', email: 'buyer@example.test' } },
    })
    expect(wrongEmail.body).toEqual(match.body)
    expect(unknownOrder.body).toEqual(match.body)
    expect(linkMails()).toHaveLength(1)
    expect(api.mail.sent.some((mail) => mail.to === 'someone-else@example.test')).toBe(false)
  })

  it('explains a malformed number in the field', async () => {
    const response = await api.gql(requestAccess, {
      variables: { input: { number: '42', email: 'buyer@example.test' } },
    })
    expect(response.body.data?.requestOrderAccess).toEqual({
      ok: false,
      errors: [{ field: 'number', code: 'regex' }],
    })
  })
})
