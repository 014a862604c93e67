import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { addToCart, updateCheckoutMutation, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const freeShippingQuery = graphql(`
  query FreeShipping($cartId: ID!) {
    cart(cartId: $cartId) {
      shipping {
        amount
      }
      freeShipping {
        threshold {
          amount
          currency
        }
        remaining {
          amount
          currency
        }
      }
    }
  }
`)

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  variant = await variantIds(api, ['TEA-1', 'MAR-S'])
})

afterAll(async () => {
  await api.close()
})

async function freeShippingOf(cartId: string) {
  const response = await api.gql(freeShippingQuery, { variables: { cartId } })
  return response.body.data?.cart
}

describe("the cart's free-delivery progress", () => {
  it('says what is left to add for free delivery, then that it is free once reached', async () => {
    const cart = await addToCart(api, variant['TEA-1'] ?? '', 3)
    await api.gql(updateCheckoutMutation, {
      variables: { input: { cartId: cart.id, shippingMethod: 'STANDARD' } },
    })
    expect(await freeShippingOf(cart.id)).toEqual({
      shipping: { amount: 490 },
      freeShipping: {
        threshold: { amount: 6000, currency: 'EUR' },
        remaining: { amount: 1500, currency: 'EUR' },
      },
    })

    await addToCart(api, variant['MAR-S'] ?? '', 1, cart.id)
    expect(await freeShippingOf(cart.id)).toEqual({
      shipping: { amount: 0 },
      freeShipping: {
        threshold: { amount: 6000, currency: 'EUR' },
        remaining: { amount: 0, currency: 'EUR' },
      },
    })
  })
})
