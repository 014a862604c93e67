import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { seedDatabase } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'

const delayMs = 2_000
let api: TestApp

beforeAll(async () => {
  api = await startTestApp({ app: { confirmationDelayMs: delayMs } })
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

describe('the order confirmation', () => {
  it('leaves a moment after the order is answered, not while it is announced', async () => {
    const email = 'delay@example.test'
    const [variant] = Object.values(await variantIds(api, ['TEA-1']))
    const cart = await readyCart(api, [[variant ?? '', 1]], {}, email)
    const delivered = api.mail.next(email)
    const placing = Date.now()

    const response = await api.gql(placeOrderMutation, {
      variables: {
        input: {
          cartId: cart.id,
          idempotencyKey: idempotencyKey(),
          paymentMethod: 'TEST_CARD',
          card: testCard,
        },
      },
    })

    expect(response.body.data?.placeOrder.order?.number).toMatch(/^CPT-/)
    expect(api.mail.sent.filter((message) => message.to === email)).toEqual([])
    const message = await delivered
    expect(Date.now() - placing).toBeGreaterThanOrEqual(delayMs)
    expect(message.subject).toContain(response.body.data?.placeOrder.order?.number ?? '-')
  }, 20_000)
})
