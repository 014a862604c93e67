import { describe, expect, it } from 'vitest'

import { productJsonLd } from './product-json-ld'

describe('productJsonLd', () => {
  it('describes each variant as an offer with its price and availability', () => {
    const data = productJsonLd(
      {
        slug: 'linen-napkins',
        name: 'Linen napkins </script>',
        summary: 'Four napkins.',
        images: [{ url: '/media/napkins.jpg' }],
        category: { name: 'Linen' },
        variants: [
          { sku: 'N-1', stockStatus: 'IN_STOCK', price: { amount: 3450, currency: 'EUR' } },
          { sku: 'N-2', stockStatus: 'OUT_OF_STOCK', price: { amount: 3900, currency: 'EUR' } },
        ],
      },
      'https://shop.test',
    )
    expect(data.sku).toBe('N-1')
    expect(data.image).toEqual(['https://shop.test/media/napkins.jpg'])
    expect(
      (data.offers as Record<string, string>[]).map((offer) => [offer.price, offer.availability]),
    ).toEqual([
      ['34.50', 'https://schema.org/InStock'],
      ['39.00', 'https://schema.org/OutOfStock'],
    ])
  })
})
