import { graphql } from '@comptoir/gql-client/admin-graphql'

export const commissionRowFragment = graphql(`
  fragment CommissionRow on StaffCommission @_unmask {
    id
    ambassadorId
    ambassadorName
    ambassadorCode
    orderNumber
    orderPlacedAt
    kind
    status
    baseCents
    rateBps
    amountCents
    createdAt
    availableAt
    paidAt
    reversedAt
    reversalReason
    canReverse
  }
`)

export const commissionsListQuery = graphql(
  `
    query CommissionsList($filter: StaffCommissionFilter, $page: Int, $pageSize: Int) {
      commissions(filter: $filter, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        amountCents
        commissions {
          ...CommissionRow
        }
      }
    }
  `,
  [commissionRowFragment],
)

/** The ambassadors to filter by. */
export const commissionAmbassadorsQuery = graphql(`
  query CommissionAmbassadors {
    ambassadors(pageSize: 100) {
      ambassadors {
        id
        name
        code
      }
    }
  }
`)

export const reverseCommissionMutation = graphql(
  `
    mutation ReverseCommission($input: ReverseCommissionInput!) {
      reverseCommission(input: $input) {
        commission {
          ...CommissionRow
        }
        errors {
          field
          code
          message
        }
      }
    }
  `,
  [commissionRowFragment],
)
