interface LdProduct {
  slug: string
  name: string
  summary: string
  images: readonly { url: string }[]
  category: { name: string }
  variants: readonly {
    sku: string
    stockStatus: string
    price: { amount: number; currency: string }
  }[]
}

/**
 * schema.org `Product` data of a product page (one `Offer` per variant, price in major units,
 * availability from its stock), so a shared link and search engines show price and stock.
 */
export function productJsonLd(product: LdProduct, origin: string): string {
  const url = `${origin}/product?slug=${encodeURIComponent(product.slug)}`
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    image: product.images.map((image) => new URL(image.url, origin).href),
    category: product.category.name,
    url,
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      url,
      price: (variant.price.amount / 100).toFixed(2),
      priceCurrency: variant.price.currency,
      availability:
        variant.stockStatus === 'OUT_OF_STOCK'
          ? 'https://schema.org/OutOfStock'
          : variant.stockStatus === 'LOW_STOCK'
            ? 'https://schema.org/LimitedAvailability'
            : 'https://schema.org/InStock',
    })),
  }
  // `<` escaped so a name can never close the script element.
  return JSON.stringify(data).replaceAll('<', '\\u003c')
}
