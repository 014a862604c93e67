import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql } from '@comptoir/gql-client/public-graphql'
import type { TadaDocumentNode } from 'gql.tada'

import { startTestApp, type Query, type TestApp } from '../../../test/app'
import { productPageQuery } from '../../../test/catalog'
import { createPasswordHasher } from '../../modules/accounts/passwords'
import { demoData } from '../../seed/demo-data'
import { seedDatabase } from '../../seed/seed'

let api: TestApp

beforeAll(async () => {
  api = await startTestApp()
  await seedDatabase(api.database.handle.db, demoData, createPasswordHasher())
})

afterAll(async () => {
  await api.close()
})

const productBySlug = graphql(`
  query VariantImagesProduct($slug: String!) {
    product(slug: $slug) {
      variants {
        image {
          url
        }
      }
    }
  }
`)

async function statementsFor<Data, Variables>(
  query: TadaDocumentNode<Data, Variables> | Query<Data>,
  variables?: Variables,
) {
  const before = api.database.handle.statementCount
  const response = await api.gql(query, { variables })
  expect(response.body.errors).toBeUndefined()
  return { statements: api.database.handle.statementCount - before, data: response.body.data! }
}

describe('SQL statements per request', () => {
  it('loads a 20-product page with variants, categories and the total in one statement', async () => {
    const first = await statementsFor(productPageQuery, { first: 20 })
    expect(first.data.products.edges).toHaveLength(20)
    expect(first.data.products.totalCount).toBe(demoData.products.length)
    expect(first.statements).toBe(1)
    const second = await statementsFor(productPageQuery, {
      first: 20,
      after: first.data.products.pageInfo.endCursor,
      sort: 'PRICE_DESC',
    })
    expect(second.statements).toBe(1)
    const search = await statementsFor(productPageQuery, { first: 20, search: 'lin' })
    expect(search.statements).toBe(1)
  })

  it("still loads a page in one statement with every variant's own photo", async () => {
    const withVariantImages = graphql(`
      query VariantImagesPage($first: Int) {
        products(first: $first) {
          edges {
            node {
              slug
              variants {
                sku
                image {
                  url
                }
              }
            }
          }
        }
      }
    `)
    const page = await statementsFor(withVariantImages, { first: 20 })
    expect(page.statements).toBe(1)
    const variants = page.data.products.edges.flatMap((edge) => edge.node.variants)
    expect(variants.find((v) => v.sku === 'CPT-MAR-ECRU-RED-M')?.image?.url).toMatch(
      /\/media\/products\/mariniere-classique-rouge\.svg$/,
    )
    const one = await statementsFor(productBySlug, { slug: 'bonnet-cotele' })
    expect(one.statements).toBe(1)
    expect(one.data.product?.variants.map((v) => v.image?.url.split('/').pop())).toEqual([
      'bonnet-cotele-marine.svg',
      'bonnet-cotele-ocre.svg',
      'bonnet-cotele-rouge.svg',
    ])
  })

  it('needs a second statement only to count past the last page', async () => {
    const lastCursor = Buffer.from(`OffsetConnection:${demoData.products.length + 5}`).toString(
      'base64',
    )
    const past = await statementsFor(productPageQuery, { first: 20, after: lastCursor })
    expect(past.data.products.edges).toHaveLength(0)
    expect(past.data.products.totalCount).toBe(demoData.products.length)
    expect(past.statements).toBe(2)
  })

  it('loads the FAQ and the categories in one statement each', async () => {
    const faq = graphql(`
      query Faq {
        faq {
          key
          entries {
            id
            question
          }
        }
      }
    `)
    const categories = graphql(`
      query Categories {
        categories {
          slug
          name
        }
      }
    `)
    expect((await statementsFor(faq)).statements).toBe(1)
    expect((await statementsFor(categories)).statements).toBe(1)
  })
})

describe('the demo catalogue through the API', () => {
  it('finds marinières from a three-letter prefix in French', async () => {
    const response = await api.gql(productPageQuery, {
      variables: { search: 'mar', first: 5 },
      headers: { 'accept-language': 'fr' },
    })
    const names = response.body.data?.products.edges.map((edge) => edge.node.name) ?? []
    expect(names.some((name) => name.toLowerCase().includes('marinière'))).toBe(true)
  })
})
