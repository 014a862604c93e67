import type { Client } from 'urql'

import { categoriesDocument, productDocument, productListDocument } from './catalog.graphql'
import { cursorBeforePage, pageSize, type ProductSearch } from './product-search'

/** The home page's new arrivals. */
export const newArrivalsVariables = { first: 8, sort: 'NEWEST', inStock: true } as const

/** One page of /products for its URL state. */
export function productListVariables(search: ProductSearch) {
  return {
    first: pageSize,
    after: cursorBeforePage(search.page ?? 1),
    search: search.search,
    category: search.category,
    sort: search.sort ?? 'RELEVANCE',
    inStock: search.inStock,
  } as const
}

/** A product page's related products: the newest of its category, itself left out later. */
export function relatedProductsVariables(category: string) {
  return { first: 5, category, sort: 'NEWEST', inStock: true } as const
}

/**
 * What the home page shows, fetched ahead of its render (the server renders with it; in the
 * browser, navigation starts the requests early). The pages read the same queries.
 */
export async function prefetchHome(client: Client) {
  await Promise.all([
    client.query(productListDocument, newArrivalsVariables).toPromise(),
    client.query(categoriesDocument, {}).toPromise(),
  ])
}

/**
 * What /products shows; returns the categories, which name the page. A server render waits for
 * the list too; in the browser a filter change shows at once and the list follows.
 */
export async function prefetchProducts(client: Client, search: ProductSearch) {
  const list = client.query(productListDocument, productListVariables(search)).toPromise()
  const categories = await client.query(categoriesDocument, {}).toPromise()
  if (typeof window === 'undefined') await list
  return { categories: categories.data?.categories ?? [] }
}

/**
 * A product page's product and related products; returns the product, which names the page,
 * and whether the catalogue answered that it does not exist (`missing`, not a failed request).
 */
export async function prefetchProduct(client: Client, slug: string) {
  const result = await client.query(productDocument, { slug }).toPromise()
  const product = result.data?.product ?? null
  if (product) {
    await client
      .query(productListDocument, relatedProductsVariables(product.category.slug))
      .toPromise()
  }
  return { product, missing: result.data !== undefined && product === null }
}
