import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { print } from 'graphql'

import {
  logoutMutation,
  requestResetMutation,
  resetMutation,
  signUp,
  uniqueEmail,
} from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../../test/commerce'
import { orderStatusSubscription, placeOrderMutation } from '../../../test/orders'
import { fixture } from '../../../test/fixture'
import { handshake } from '../../../test/ws'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

let api: TestApp
let variant = ''
let listening: Promise<string> | null = null
/** The public socket endpoint (the app starts listening on first use). */
const publicSocketUrl = async () =>
  `${(await (listening ??= api.listen())).replace('http', 'ws')}/gql/public`

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = (await variantIds(api, ['TEA-1']))['TEA-1'] ?? ''
})

afterAll(async () => {
  await api.close()
})

/** A customer's paid order. */
async function placeOrder(token: string) {
  const cart = await readyCart(api, [[variant, 1]], { token })
  const response = await api.gql(placeOrderMutation, {
    token,
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        paymentMethod: 'TEST_CARD',
        card: testCard,
      },
    },
  })
  const placed = response.body.data?.placeOrder
  if (!placed?.order) throw new Error(`placeOrder failed: ${JSON.stringify(response.body)}`)
  return placed
}

describe('orderStatusChanged for a signed-in customer, when the session ends', () => {
  /**
   * A customer's subscription to their own order over a raw socket, and its close code to come.
   * Resolves once the subscription is sent: the server watches the session from connection_ack.
   */
  async function watchOwnOrder(token: string, number: string) {
    const socket = new WebSocket(await publicSocketUrl(), 'graphql-transport-ws')
    const closed = new Promise<number>((resolve) => socket.on('close', resolve))
    const sent = new Promise<void>((resolve) => {
      socket.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { type: string }
        if (message.type !== 'connection_ack') return
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: print(orderStatusSubscription), variables: { number } },
          }),
        )
        resolve()
      })
    })
    socket.on('open', () => {
      socket.send(
        JSON.stringify({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } }),
      )
    })
    await sent
    return { closed }
  }

  it('closes the socket with 4401 once the customer logs out', async () => {
    const token = await signUp(api, uniqueEmail())
    const placed = await placeOrder(token)
    const { closed } = await watchOwnOrder(token, placed.order?.number ?? '')
    const logout = await api.gql(logoutMutation, { token })
    expect(logout.body.data).toEqual({ logout: { ok: true } })
    expect(await closed).toBe(4401)
  })

  it('closes the socket with 4401 once the password is reset', async () => {
    const email = uniqueEmail()
    const token = await signUp(api, email)
    const placed = await placeOrder(token)
    const { closed } = await watchOwnOrder(token, placed.order?.number ?? '')
    const delivered = api.mail.next(email)
    await api.gql(requestResetMutation, { variables: { input: { email } } })
    const resetToken = /[?&]token=([A-Za-z0-9_-]+)/.exec((await delivered).link ?? '')?.[1]
    if (!resetToken) throw new Error('no token in the reset link')
    const password = 'fresh-meadow-88'
    const reset = await api.gql(resetMutation, {
      variables: { input: { token: resetToken, password, passwordConfirmation: password } },
    })
    expect(reset.body.data?.resetPassword).toEqual({ ok: true, errors: [] })
    expect(await closed).toBe(4401)
  })

  it('refuses a socket opened with a token whose session has ended', async () => {
    const token = await signUp(api, uniqueEmail())
    await api.gql(logoutMutation, { token })
    const url = await publicSocketUrl()
    expect(await handshake(url, { Authorization: `Bearer ${token}` })).toEqual({
      acknowledged: false,
      closeCode: 4401,
    })
  })
})
