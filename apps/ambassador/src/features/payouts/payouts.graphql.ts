import { graphql } from '@comptoir/gql-client/ambassador-graphql'

export const payoutsDocument = graphql(`
  query Payouts {
    me {
      payoutAccount
    }
    payoutBalance {
      amount
      currency
    }
    minimumPayout {
      amount
      currency
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
            amount
            currency
          }
        }
      }
    }
  }
`)

export const requestPayoutDocument = graphql(`
  mutation RequestPayout {
    requestPayout {
      payout {
        id
        status
      }
      errors {
        field
        code
        message
      }
    }
  }
`)
