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
      notifies
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

/** The bell's entries, the same on every device, and how far the ambassador has read them. */
export const notificationsDocument = graphql(
  `
    query Notifications($first: Int!) {
      notifications(first: $first) {
        unreadCount
        readAt
        entries {
          ...AmbassadorEventFields
        }
      }
    }
  `,
  [ambassadorEventFragment],
)

export const markNotificationsReadDocument = graphql(`
  mutation MarkNotificationsRead {
    markNotificationsRead {
      readAt
    }
  }
`)

/** The fields of an event read from a subscription or query result. */
export function eventFields(event: FragmentOf<typeof ambassadorEventFragment>): AmbassadorEvent {
  return readFragment(ambassadorEventFragment, event)
}
