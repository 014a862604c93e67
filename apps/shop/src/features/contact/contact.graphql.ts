import { graphql } from '@comptoir/gql-client/public-graphql'

export const sendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)
