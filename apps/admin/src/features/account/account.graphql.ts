import { fieldErrorsFragment, graphql } from '@comptoir/gql-client/admin-graphql'

export const mySessionsQuery = graphql(`
  query MyStaffSessions {
    mySessions {
      id
      createdAt
      expiresAt
      userAgent
      current
    }
  }
`)

export const endSessionDocument = graphql(
  `
    mutation EndMyStaffSession($sessionId: ID!) {
      endStaffSession(sessionId: $sessionId) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
