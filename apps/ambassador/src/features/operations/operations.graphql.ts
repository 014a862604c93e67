import {
  graphql,
  type ResultOf,
  fieldErrorsFragment,
  moneyFragment,
} from '@comptoir/gql-client/ambassador-graphql'

import { operationCardFragment } from './operation-card.graphql'

export const operationFragment = graphql(
  `
    fragment OperationDetails on Operation {
      id
      name
      code
      shareLink
      state
      customerDiscountPercent
      startsAt
      endsAt
      publishedAt
      closedAt
      salesGoal {
        ...Money
      }
      progress {
        orders
        goalPercent
        sales {
          ...Money
        }
        nextMilestone {
          percent
          remaining {
            ...Money
          }
        }
      }
    }
  `,
  [moneyFragment],
)

/** An operation as the portal shows it. */
export type OperationDetails = ResultOf<typeof operationFragment>

export const operationsDocument = graphql(
  `
    query Operations($after: String) {
      operations(first: 12, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            ...OperationCard
          }
        }
      }
    }
  `,
  [operationCardFragment],
)

export const operationDocument = graphql(
  `
    query Operation($id: ID!) {
      operation(id: $id) {
        ...OperationDetails
      }
    }
  `,
  [operationFragment],
)

export const roomOrdersDocument = graphql(
  `
    query OperationRoomOrders($operationId: ID!, $first: Int!, $after: String) {
      attributedOrders(operationId: $operationId, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            number
            placedAt
            customer
            city
            sales {
              ...Money
            }
            commission {
              status
              amount {
                ...Money
              }
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)

export const createOperationDocument = graphql(
  `
    mutation CreateOperation($input: OperationInput!) {
      createOperation(input: $input) {
        operation {
          ...OperationDetails
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, operationFragment],
)

export const updateOperationDocument = graphql(
  `
    mutation UpdateOperation($input: UpdateOperationInput!) {
      updateOperation(input: $input) {
        operation {
          ...OperationDetails
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, operationFragment],
)

export const publishOperationDocument = graphql(
  `
    mutation PublishOperation($input: OperationIdInput!) {
      publishOperation(input: $input) {
        operation {
          ...OperationDetails
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, operationFragment],
)

export const closeOperationDocument = graphql(
  `
    mutation CloseOperation($input: OperationIdInput!) {
      closeOperation(input: $input) {
        operation {
          ...OperationDetails
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment, operationFragment],
)
