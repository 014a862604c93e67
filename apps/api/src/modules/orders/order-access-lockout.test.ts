import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { createMemoryRateLimiter, type RateLimits } from '../../rate-limit/limiter'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

/*
 * A stranger asking for a buyer's order link is refused at their own address only: the buyer
 * still gets it. On the in-process limiter, and on Redis when REDIS_URL is set (as in CI).
 */
const rateLimits: Partial<RateLimits> = {
  resetPerAccountAndAddress: { limit: 2, windowMs: 60 * 60_000 },
  resetPerAddress: { limit: 50, windowMs: 15 * 60_000 },
}

const requestAccess = graphql(`
  mutation LockoutRequestOrderAccess($input: RequestOrderAccessInput!) {
    requestOrderAccess(input: $input) {
      ok
      errors {
        code
      }
    }
  }
`)

const stores = [
  ['in memory', () => ({ rateLimiter: createMemoryRateLimiter() })],
  ...(process.env.REDIS_URL ? [['on Redis', () => ({})] as const] : []),
] as const

describe.each(stores)('order link requests %s', (_name, limiter) => {
  let api: TestApp

  beforeAll(async () => {
    api = await startTestApp({ app: { ...limiter(), rateLimits } })
    await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  })

  afterAll(async () => {
    await api.close()
  })

  it('refuses a stranger’s requests at their address only; the buyer still gets the link', async () => {
    const variant = await variantIds(api, ['TEA-1'])
    const cart = await readyCart(api, [[variant['TEA-1'] ?? '', 1]])
    const placed = await api.gql(placeOrderMutation, {
      variables: {
        input: {
          cartId: cart.id,
          idempotencyKey: idempotencyKey(),
          paymentMethod: 'TEST_CARD',
          card: testCard,
        },
      },
    })
    const number = placed.body.data?.placeOrder.order?.number ?? ''
    expect(number).not.toBe('')
    const ask = async (ip: string) => {
      const response = await api.gql(requestAccess, {
        variables: { input: { number, email: 'buyer@example.test' } },
        ip,
      })
      return response.body.data?.requestOrderAccess.errors[0]?.code ?? 'ok'
    }
    const linkSubject = `The link to your Comptoir order ${number}`
    const links = () => api.mail.sent.filter((mail) => mail.subject === linkSubject)
    const linksReach = async (count: number) => {
      const deadline = Date.now() + 10_000
      while (links().length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return links().length
    }
    const codes = []
    for (let index = 0; index < 6; index += 1) codes.push(await ask('192.0.2.98'))
    // The buyer, from their own address, is not refused: their link is the third mail.
    expect(await ask('198.51.100.12')).toBe('ok')
    expect(codes).toEqual([
      'ok',
      'ok',
      'rate_limited',
      'rate_limited',
      'rate_limited',
      'rate_limited',
    ])
    expect(await linksReach(3)).toBe(3)
    expect(links()[2]?.text).toMatch(/order\?number=[^&\s]+&token=[A-Za-z0-9_-]{43}/)
  })
})
