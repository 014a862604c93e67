import {
  graphql,
  readFragment,
  type FragmentOf,
  type ResultOf,
  moneyFragment,
} from '@comptoir/gql-client/ambassador-graphql'

export const ambassadorEventFragment = graphql(
  `
    fragment AmbassadorEventFields on AmbassadorEvent {
      type
      at
      amount {
        ...Money
      }
      sales {
        ...Money
      }
      orderNumber
      operationId
      operationCode
      commissionId
      commissionStatus
      payoutId
      payoutStatus
    }
  `,
  [moneyFragment],
)

/** One event of the signed-in ambassador, as the portal reads it. */
export type AmbassadorEvent = ResultOf<typeof ambassadorEventFragment>

export const ambassadorEventsSubscription = graphql(
  `
    subscription AmbassadorEvents {
      ambassadorEvents {
        ...AmbassadorEventFields
      }
    }
  `,
  [ambassadorEventFragment],
)

/** Tells when live events may have been lost on their way (the event bus reconnected). */
export const eventsMissedSubscription = graphql(`
  subscription AmbassadorEventsMissed {
    ambassadorEventsMissed
  }
`)

export const recentEventsDocument = graphql(
  `
    query RecentAmbassadorEvents($first: Int!) {
      recentEvents(first: $first) {
        ...AmbassadorEventFields
      }
    }
  `,
  [ambassadorEventFragment],
)

/** The fields of an event read from a subscription or query result. */
export function eventFields(event: FragmentOf<typeof ambassadorEventFragment>): AmbassadorEvent {
  return readFragment(ambassadorEventFragment, event)
}
