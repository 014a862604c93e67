import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { addToCart, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const shippingOptionsQuery = graphql(`
  query ShippingOptions($cartId: ID!) {
    cart(cartId: $cartId) {
      shippingOptions {
        code
        name
        description
        minDays
        maxDays
      }
    }
  }
`)

let api: TestApp
let cartId: string

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
  const variant = (await variantIds(api, ['TEA-1']))['TEA-1'] ?? ''
  cartId = (await addToCart(api, variant, 1)).id
})

afterAll(async () => {
  await api.close()
})

async function optionsIn(language: 'en' | 'fr') {
  const response = await api.gql(shippingOptionsQuery, {
    variables: { cartId },
    headers: { 'accept-language': language },
  })
  expect(response.body.errors).toBeUndefined()
  return response.body.data?.cart?.shippingOptions ?? []
}

describe('shipping options', () => {
  it('read naturally in English: the amount as €60, the delivery time left to minDays and maxDays', async () => {
    expect(await optionsIn('en')).toEqual([
      {
        code: 'STANDARD',
        name: 'Standard delivery',
        description: 'Tracked parcel. Free on orders of €60 or more.',
        minDays: 3,
        maxDays: 5,
      },
      {
        code: 'EXPRESS',
        name: 'Express delivery',
        description: 'Tracked parcel.',
        minDays: 1,
        maxDays: 2,
      },
    ])
  })

  it('read naturally in French, the amount written the French way', async () => {
    const [standard, express] = await optionsIn('fr')
    expect(standard?.description).toBe('Colis suivi. Offerte dès 60\u00a0€ d’achat.')
    expect(express?.description).toBe('Colis suivi.')
    for (const option of [standard, express]) {
      expect(option?.description).not.toMatch(/jours|working days/)
    }
  })
})
