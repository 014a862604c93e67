import { graphql, type ResultOf } from '@comptoir/gql-client/admin-graphql'

export const backOfficeEventsSubscription = graphql(`
  subscription LiveBackOfficeEvents {
    backOfficeEvents {
      kind
      recordId
      status
      at
    }
  }
`)

/** One change the back office hears, live. */
export type BackOfficeEvent = ResultOf<typeof backOfficeEventsSubscription>['backOfficeEvents']

/** What a change is about (see the BackOfficeEventKind enum of the admin schema). */
export type BackOfficeEventKind = BackOfficeEvent['kind']
