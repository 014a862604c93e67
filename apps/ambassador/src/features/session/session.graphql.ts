import { graphql } from '@comptoir/gql-client/ambassador-graphql'

export const signOutMutation = graphql(`
  mutation AmbassadorSignOut {
    logout {
      ok
      errors {
        code
        message
      }
    }
  }
`)
