import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

export const ambassadorLoginDocument = graphql(
  `
    mutation AmbassadorLogin($input: AmbassadorLoginInput!) {
      ambassadorLogin(input: $input) {
        token
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const requestPasswordResetDocument = graphql(
  `
    mutation AmbassadorRequestPasswordReset($input: RequestPasswordResetInput!) {
      requestPasswordReset: ambassadorRequestPasswordReset(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const resetPasswordDocument = graphql(
  `
    mutation AmbassadorResetPassword($input: ResetPasswordInput!) {
      resetPassword: ambassadorResetPassword(input: $input) {
        token
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
