import { graphql } from '@comptoir/gql-client/public-graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestApp, type TestApp } from '../../../test/app'
import { idempotencyKey, readyCart, testCard, variantIds } from '../../../test/commerce'
import { fixture } from '../../../test/fixture'
import type { SeedData } from '../../seed/seed'
import { createPasswordHasher } from '../accounts/passwords'
import { seedDatabase } from '../../seed/seed'

const colour = (code: string, en: string, fr: string) => ({
  key: 'colour',
  name: { en: 'Colour', fr: 'Couleur' },
  code,
  value: { en, fr },
})

const withScarf: SeedData = {
  ...fixture,
  products: [
    ...fixture.products,
    {
      slug: 'scarf',
      categorySlug: 'tops',
      name: { en: 'Wool scarf', fr: 'Écharpe en laine' },
      summary: { en: 'Warm.', fr: 'Chaude.' },
      description: { en: 'Knitted.', fr: 'Tricotée.' },
      images: ['scarf-navy.svg', 'scarf-red.svg', 'scarf-folded.svg'],
      colourImages: { navy: 'scarf-navy.svg', red: 'scarf-red.svg' },
      addedDaysAgo: 5,
      featuredRank: 9,
      variants: [
        {
          sku: 'SCA-NAVY',
          options: [colour('navy', 'Navy', 'Marine')],
          priceCents: 3000,
          stock: 9,
        },
        { sku: 'SCA-RED', options: [colour('red', 'Red', 'Rouge')], priceCents: 3000, stock: 9 },
      ],
    },
  ],
}

const productImagesQuery = graphql(`
  query ProductImages($slug: String!) {
    product(slug: $slug) {
      images {
        url
      }
      variants {
        sku
        image {
          url
          alt
        }
      }
    }
  }
`)

const cartImagesQuery = graphql(`
  query CartImages($cartId: ID!) {
    cart(cartId: $cartId) {
      lines {
        sku
        imageUrl
      }
    }
  }
`)

const placeOrderImagesMutation = graphql(`
  mutation PlaceOrderImages($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order {
        lines {
          sku
          imageUrl
        }
      }
      errors {
        code
      }
    }
  }
`)

const media = (file: string) => `http://shop.test/media/products/${file}`

let api: TestApp
let variant: Record<string, string>

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, withScarf, createPasswordHasher())
  variant = await variantIds(api, ['SCA-RED', 'SCA-NAVY', 'TEA-1'])
})

afterAll(async () => {
  await api.close()
})

const id = (sku: string) => variant[sku] ?? ''

describe("a variant's own photo", () => {
  it('is given with each colour variant, named after the product and the variant', async () => {
    const response = await api.gql(productImagesQuery, {
      variables: { slug: 'scarf' },
      headers: { 'accept-language': 'fr' },
    })
    expect(response.body.data?.product?.variants).toEqual([
      { sku: 'SCA-NAVY', image: { url: media('scarf-navy.svg'), alt: 'Écharpe en laine, Marine' } },
      { sku: 'SCA-RED', image: { url: media('scarf-red.svg'), alt: 'Écharpe en laine, Rouge' } },
    ])
  })

  it('is null for variants without a photo of their own', async () => {
    const response = await api.gql(productImagesQuery, { variables: { slug: 'mariniere' } })
    expect(response.body.data?.product?.variants.map((v) => v.image)).toEqual([null, null])
  })

  it("shows a cart line and an order line by the variant's photo, else the product's first", async () => {
    const cart = await readyCart(api, [
      [id('SCA-RED'), 1],
      [id('TEA-1'), 1],
    ])
    const lines = await api.gql(cartImagesQuery, { variables: { cartId: cart.id } })
    expect(lines.body.data?.cart?.lines).toEqual([
      { sku: 'SCA-RED', imageUrl: media('scarf-red.svg') },
      { sku: 'TEA-1', imageUrl: media('tea-towel.svg') },
    ])

    const placed = await api.gql(placeOrderImagesMutation, {
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
    expect(placed.body.data?.placeOrder.order?.lines).toEqual([
      { sku: 'SCA-RED', imageUrl: media('scarf-red.svg') },
      { sku: 'TEA-1', imageUrl: media('tea-towel.svg') },
    ])
  })
})
