import {
  graphql,
  fieldErrorsFragment,
  moneyFragment,
} from '@comptoir/gql-client/ambassador-graphql'

export const payoutsDocument = graphql(
  `
    query Payouts {
      me {
        id
        payoutAccount
        payoutAccountHeldUntil
      }
      payoutBalance {
        ...Money
      }
      minimumPayout {
        ...Money
      }
      payouts(first: 20) {
        edges {
          node {
            id
            status
            requestedAt
            decidedAt
            reason
            amount {
              ...Money
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)

export const requestPayoutDocument = graphql(
  `
    mutation RequestPayout {
      requestPayout {
        payout {
          id
          status
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
