import { fieldErrorsFragment, graphql } from '@comptoir/gql-client/admin-graphql'

export const staffSignInDocument = graphql(
  `
    mutation StaffSignInStep($input: StaffSignInInput!) {
      staffSignIn(input: $input) {
        challenge
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const staffSecondFactorDocument = graphql(
  `
    mutation StaffSecondFactorStep($input: StaffSecondFactorInput!) {
      staffVerifySecondFactor(input: $input) {
        token
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
