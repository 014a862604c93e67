import { graphql } from '@comptoir/gql-client/public-graphql'

export const ambassadorLoginDocument = graphql(`
  mutation AmbassadorLogin($input: AmbassadorLoginInput!) {
    ambassadorLogin(input: $input) {
      token
      errors {
        field
        code
        message
      }
    }
  }
`)

export const requestPasswordResetDocument = graphql(`
  mutation AmbassadorRequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

export const resetPasswordDocument = graphql(`
  mutation AmbassadorResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)
