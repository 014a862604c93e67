import { graphql, type ResultOf } from '@comptoir/gql-client/ambassador-graphql'

export const ambassadorEventsSubscription = graphql(`
  subscription AmbassadorEvents {
    ambassadorEvents {
      type
      at
      amount {
        amount
        currency
      }
      orderNumber
      operationId
      operationCode
      commissionId
      commissionStatus
      payoutId
      payoutStatus
    }
  }
`)

/** One event of the signed-in ambassador, as the portal reads it. */
export type AmbassadorEvent = ResultOf<typeof ambassadorEventsSubscription>['ambassadorEvents']
