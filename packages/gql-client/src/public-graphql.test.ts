import { describe, expect, expectTypeOf, it } from 'vitest'

import {
  graphql,
  readFragment,
  type FragmentOf,
  type ResultOf,
  type VariablesOf,
} from './public-graphql'

const productCardFragment = graphql(`
  fragment ProductCard on Product {
    id
    name
    createdAt
    stockStatus
  }
`)

const productListDocument = graphql(
  `
    query ProductList($first: Int, $category: String) {
      products(first: $first, category: $category) {
        edges {
          node {
            ...ProductCard
          }
        }
      }
    }
  `,
  [productCardFragment],
)

describe('public-graphql', () => {
  it('infers results, variables and masked fragments from the public schema', () => {
    type Card = ResultOf<typeof productCardFragment>
    expectTypeOf<Card['name']>().toEqualTypeOf<string>()
    expectTypeOf<Card['createdAt']>().toEqualTypeOf<string>()
    expectTypeOf<Card['stockStatus']>().toEqualTypeOf<'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK'>()
    expectTypeOf<VariablesOf<typeof productListDocument>>().toEqualTypeOf<{
      first?: number | null | undefined
      category?: string | null | undefined
    }>()

    const node = {} as ResultOf<typeof productListDocument>['products']['edges'][number]['node']
    expectTypeOf(node).toEqualTypeOf<FragmentOf<typeof productCardFragment>>()
    expectTypeOf(readFragment(productCardFragment, node)).toEqualTypeOf<Card>()
  })

  it('produces a parsed document carrying the operation and the fragment it spreads', () => {
    const definitions = productListDocument.definitions.map((definition) => definition.kind)
    expect(definitions).toEqual(['OperationDefinition', 'FragmentDefinition'])
  })
})
