import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, type VariablesOf } from '@comptoir/gql-client/public-graphql'

import { startTestApp, type TestApp } from '../../../test/app'
import { fixture } from '../../../test/fixture'
import { createPasswordHasher } from '../../modules/accounts/passwords'
import { seedDatabase } from '../../seed/seed'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, fixture, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

const productsQuery = graphql(`
  query Products(
    $first: Int
    $after: String
    $search: String
    $category: String
    $sort: ProductSort
    $inStock: Boolean
  ) {
    products(
      first: $first
      after: $after
      search: $search
      category: $category
      sort: $sort
      inStock: $inStock
    ) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        cursor
        node {
          slug
          name
        }
      }
    }
  }
`)

type ProductsVariables = VariablesOf<typeof productsQuery>

async function slugs(variables: ProductsVariables, headers: Record<string, string> = {}) {
  const response = await api.gql(productsQuery, { variables, headers })
  expect(response.body.errors).toBeUndefined()
  return response.body.data!.products.edges.map((edge) => edge.node.slug)
}

describe('products', () => {
  it('lists the catalogue in editorial order by default', async () => {
    expect(await slugs({})).toEqual(['tea-towel', 'mariniere', 'linen-shirt'])
  })

  it.each([
    ['mar', ['mariniere']],
    ['MARINIÈRE', ['mariniere']],
    ['mariniere', ['mariniere']],
    ['shirts', ['linen-shirt']],
    ['chemises', ['linen-shirt']],
    ['lin', ['linen-shirt', 'tea-towel']],
    ['linen towel', ['tea-towel']],
    ['knitted bretagne', ['mariniere']],
    ['velvet', []],
  ])('finds %j by prefix in English and French', async (search, expected) => {
    expect(await slugs({ search })).toEqual(expected)
  })

  it('filters by category and by stock', async () => {
    expect(await slugs({ category: 'home' })).toEqual(['tea-towel'])
    expect(await slugs({ inStock: true })).toEqual(['tea-towel', 'mariniere'])
    expect(await slugs({ category: 'tops', inStock: true, search: 'shirt' })).toEqual([])
  })

  it.each<[ProductsVariables['sort'], string[]]>([
    ['PRICE_ASC', ['tea-towel', 'mariniere', 'linen-shirt']],
    ['PRICE_DESC', ['linen-shirt', 'mariniere', 'tea-towel']],
    ['NEWEST', ['linen-shirt', 'tea-towel', 'mariniere']],
    ['RELEVANCE', ['tea-towel', 'mariniere', 'linen-shirt']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await slugs({ sort })).toEqual(expected)
  })

  it('pages with cursors and keeps the total on every page', async () => {
    const first = await api.gql(productsQuery, { variables: { first: 2, sort: 'PRICE_ASC' } })
    const page = first.body.data!.products
    expect(page.totalCount).toBe(3)
    expect(page.edges.map((edge) => edge.node.slug)).toEqual(['tea-towel', 'mariniere'])
    expect(page.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })
    const second = await api.gql(productsQuery, {
      variables: { first: 2, sort: 'PRICE_ASC', after: page.pageInfo.endCursor },
    })
    expect(second.body.data!.products).toMatchObject({
      totalCount: 3,
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      edges: [{ node: { slug: 'linen-shirt' } }],
    })
    const past = await api.gql(productsQuery, {
      variables: { first: 2, after: second.body.data!.products.pageInfo.endCursor },
    })
    expect(past.body.data!.products).toMatchObject({ totalCount: 3, edges: [] })
  })

  it('refuses a negative page size', async () => {
    const response = await api.gql(productsQuery, { variables: { first: -1 } })
    expect(response.body.errors?.[0]).toBeDefined()
  })

  it('speaks the language of Accept-Language, and no field takes a language argument', async () => {
    const names = async (variables: ProductsVariables, headers: Record<string, string>) => {
      const response = await api.gql(productsQuery, {
        variables: { ...variables, sort: 'PRICE_ASC' },
        headers,
      })
      return response.body.data!.products.edges.map((edge) => edge.node.name)
    }
    expect(await names({}, {})).toEqual(['Tea towel', 'Breton top', 'Linen shirt'])
    expect(await names({}, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).toEqual([
      'Torchon',
      'Marinière rayée',
      'Chemise en lin',
    ])
    const withArgument = await api.gql('{ products(locale: fr) { edges { node { name } } } }')
    expect(withArgument.body.errors?.[0]?.message).toContain('Unknown argument "locale"')
  })

  it('treats quotes and tsquery operators in arguments as plain text', async () => {
    for (const search of ["'); DROP TABLE products; --", 'mar:* | !', '&&&', '(((']) {
      const response = await api.gql(productsQuery, { variables: { search } })
      expect(response.body.errors).toBeUndefined()
    }
    expect(await slugs({ category: "' OR 1=1 --" })).toEqual([])
    expect(await slugs({})).toHaveLength(3)
  })
})

describe('product', () => {
  const productQuery = graphql(`
    query Product($slug: String!) {
      product(slug: $slug) {
        name
        price {
          amount
          currency
        }
        compareAtPrice {
          amount
        }
        priceRange {
          min {
            amount
          }
          max {
            amount
          }
        }
        stockStatus
        images {
          url
          alt
        }
        category {
          slug
          name
        }
        variants {
          sku
          title
          stockStatus
          price {
            amount
          }
          compareAtPrice {
            amount
          }
          options {
            key
            name
            code
            value
          }
        }
      }
    }
  `)

  it('gives prices in minor units and stock as a status only', async () => {
    const response = await api.gql(productQuery, {
      variables: { slug: 'mariniere' },
      headers: { 'accept-language': 'fr' },
    })
    expect(response.body.data?.product).toEqual({
      name: 'Marinière rayée',
      price: { amount: 5900, currency: 'EUR' },
      compareAtPrice: { amount: 6900 },
      priceRange: { min: { amount: 5900 }, max: { amount: 5900 } },
      stockStatus: 'IN_STOCK',
      images: [{ url: 'http://shop.test/media/products/mariniere.svg', alt: 'Marinière rayée' }],
      category: { slug: 'tops', name: 'Hauts' },
      variants: [
        {
          sku: 'MAR-S',
          title: 'S',
          stockStatus: 'IN_STOCK',
          price: { amount: 5900 },
          compareAtPrice: null,
          options: [{ key: 'size', name: 'Taille', code: 's', value: 'S' }],
        },
        {
          sku: 'MAR-M',
          title: 'M',
          stockStatus: 'LOW_STOCK',
          price: { amount: 5900 },
          compareAtPrice: { amount: 6900 },
          options: [{ key: 'size', name: 'Taille', code: 'm', value: 'M' }],
        },
      ],
    })
    const soldOut = await api.gql(productQuery, { variables: { slug: 'linen-shirt' } })
    expect(soldOut.body.data?.product?.stockStatus).toBe('OUT_OF_STOCK')
  })

  it('answers null for an unknown slug', async () => {
    expect(
      (await api.gql(productQuery, { variables: { slug: 'nope' } })).body.data?.product,
    ).toBeNull()
  })

  it('never exposes a stock count', async () => {
    const response = await api.gql('{ product(slug: "mariniere") { variants { stock } } }')
    expect(response.body.errors?.[0]?.message).toContain('Cannot query field "stock"')
  })
})

describe('categories and FAQ', () => {
  it('lists categories in order, localised', async () => {
    const response = await api.gql(
      graphql(`
        query Categories {
          categories {
            slug
            name
          }
        }
      `),
      { headers: { 'accept-language': 'fr' } },
    )
    expect(response.body.data?.categories).toEqual([
      { slug: 'tops', name: 'Hauts' },
      { slug: 'home', name: 'Maison' },
    ])
  })

  it('groups the FAQ by section, in order, in the requested language', async () => {
    const response = await api.gql(
      graphql(`
        query Faq {
          faq {
            key
            title
            entries {
              question
              answer
            }
          }
        }
      `),
      { headers: { 'accept-language': 'fr' } },
    )
    expect(response.body.data?.faq).toEqual([
      {
        key: 'returns',
        title: 'Retours',
        entries: [{ question: 'Puis-je retourner ?', answer: 'Oui.' }],
      },
      {
        key: 'delivery',
        title: 'Livraison',
        entries: [
          { question: 'Combien de temps ?', answer: 'Deux jours.' },
          { question: 'Combien ?', answer: 'Gratuit.' },
        ],
      },
    ])
  })
})
