import { describe, expect, expectTypeOf, it } from 'vitest'

import { graphql, readFragment, type ResultOf, type VariablesOf } from './ambassador-graphql'

const operationCardFragment = graphql(`
  fragment OperationCard on Operation {
    id
    code
    closedAt
  }
`)

const operationListDocument = graphql(
  `
    query OperationList($first: Int) {
      operations(first: $first) {
        edges {
          node {
            ...OperationCard
          }
        }
      }
    }
  `,
  [operationCardFragment],
)

describe('ambassador-graphql', () => {
  it('infers results and variables from the ambassador schema', () => {
    type Card = ResultOf<typeof operationCardFragment>
    expectTypeOf<Card['code']>().toEqualTypeOf<string>()
    expectTypeOf<Card['closedAt']>().toEqualTypeOf<string | null>()
    expectTypeOf<VariablesOf<typeof operationListDocument>>().toEqualTypeOf<{
      first?: number | null | undefined
    }>()
    const node = {} as ResultOf<typeof operationListDocument>['operations']['edges'][number]['node']
    expectTypeOf(readFragment(operationCardFragment, node)).toEqualTypeOf<Card>()
  })

  it('keeps the operation name for the request body', () => {
    expect(operationListDocument.definitions[0]).toMatchObject({
      kind: 'OperationDefinition',
      name: { value: 'OperationList' },
    })
  })
})
