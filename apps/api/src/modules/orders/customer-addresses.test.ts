import { graphql } from '@comptoir/gql-client/public-graphql'
import type { TadaDocumentNode } from 'gql.tada'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUp, uniqueEmail } from '../../../test/accounts'
import { startTestApp, type TestApp } from '../../../test/app'
import {
  addToCart,
  frenchAddress,
  idempotencyKey,
  setStock,
  testCard,
  updateCheckoutMutation,
  variantIds,
} from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { placeOrderMutation } from '../../../test/orders'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const addressesQuery = graphql(`
  query SavedAddresses {
    me {
      addresses {
        firstName
        lastName
        line1
        line2
        postalCode
        city
        country
        countryName
        phone
      }
    }
  }
`)

const meIdQuery = graphql(`
  query MeOnly {
    me {
      id
    }
  }
`)

let api: TestApp
let variant: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  await setStock(api, 'TEA-1', 10_000)
  variant = (await variantIds(api, ['TEA-1']))['TEA-1'] ?? ''
})

afterAll(async () => {
  await api.close()
})

type Address = typeof frenchAddress & { line2?: string | null; phone?: string | null }

/** Places a paid order shipped to `address`, as the customer of `token` (or a guest). */
async function orderTo(address: Address, token?: string) {
  const request = token ? { token } : {}
  const cart = await addToCart(api, variant, 1, null, request)
  const checkout = await api.gql(updateCheckoutMutation, {
    ...request,
    variables: {
      input: {
        cartId: cart.id,
        email: 'buyer@example.test',
        shippingAddress: address,
        shippingMethod: 'STANDARD',
      },
    },
  })
  expect(checkout.body.data?.updateCheckout.errors).toEqual([])
  const placed = await api.gql(placeOrderMutation, {
    ...request,
    variables: {
      input: {
        cartId: cart.id,
        idempotencyKey: idempotencyKey(),
        paymentMethod: 'TEST_CARD',
        card: testCard,
      },
    },
  })
  expect(placed.body.data?.placeOrder.errors).toEqual([])
}

async function addressesOf(token: string, language = 'en') {
  const response = await api.gql(addressesQuery, {
    token,
    headers: { 'accept-language': language },
  })
  expect(response.body.errors).toBeUndefined()
  return response.body.data?.me?.addresses ?? []
}

const lyon = { ...frenchAddress, line1: '4 quai Saint-Antoine', postalCode: '69002', city: 'Lyon' }

describe('Customer.addresses', () => {
  it('offers the distinct addresses of the customer’s own orders, latest first, duplicates collapsed', async () => {
    const camille = await signUp(api, uniqueEmail('camille'))
    const other = await signUp(api, uniqueEmail('other'))
    expect(await addressesOf(camille)).toEqual([])

    await orderTo(frenchAddress, camille)
    await orderTo(lyon, camille)
    // The same place typed differently, with a phone this time: one address, the latest kept.
    await orderTo(
      { ...frenchAddress, line1: '12  Rue des Lilas', city: 'PARIS', phone: '+33 6 12 34 56 78' },
      camille,
    )
    await orderTo({ ...frenchAddress, line1: '1 rue Secrète', city: 'Nantes' }, other)
    // A guest order to another address is no one's saved address.
    await orderTo({ ...frenchAddress, line1: '9 rue du Guest', city: 'Lille' })

    expect(await addressesOf(camille)).toEqual([
      {
        firstName: 'Camille',
        lastName: 'Martin',
        line1: '12  Rue des Lilas',
        line2: null,
        postalCode: '75011',
        city: 'PARIS',
        country: 'FR',
        countryName: 'France',
        phone: '+33 6 12 34 56 78',
      },
      expect.objectContaining({ line1: '4 quai Saint-Antoine', city: 'Lyon' }),
    ])
    expect((await addressesOf(other)).map((address) => address.city)).toEqual(['Nantes'])
  })

  it('gives at most five, the latest ones', async () => {
    const token = await signUp(api, uniqueEmail('many'))
    const cities = ['Brest', 'Caen', 'Dijon', 'Évry', 'Foix', 'Gap', 'Hyères']
    for (const city of cities) await orderTo({ ...frenchAddress, city }, token)
    expect((await addressesOf(token)).map((address) => address.city)).toEqual([
      'Hyères',
      'Gap',
      'Foix',
      'Évry',
      'Dijon',
    ])
  })

  it('costs one SQL statement, whatever the number of orders', async () => {
    const token = await signUp(api, uniqueEmail('statements'))
    for (const city of ['Albi', 'Blois', 'Cahors']) await orderTo({ ...frenchAddress, city }, token)
    const statements = async <Data, Variables>(query: TadaDocumentNode<Data, Variables>) => {
      let least = Number.POSITIVE_INFINITY
      for (let run = 0; run < 3; run += 1) {
        const before = api.database.handle.statementCount
        const response = await api.gql(query, { token })
        expect(response.body.errors).toBeUndefined()
        least = Math.min(least, api.database.handle.statementCount - before)
      }
      return least
    }
    expect((await statements(addressesQuery)) - (await statements(meIdQuery))).toBe(1)
  })
})
