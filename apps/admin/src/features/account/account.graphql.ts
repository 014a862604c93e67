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
    mutation EndMyStaffSession($input: EndStaffSessionInput!) {
      endStaffSession(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
