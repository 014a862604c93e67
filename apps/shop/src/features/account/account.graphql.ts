import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

export const loginDocument = graphql(
  `
    mutation Login($input: LoginInput!) {
      login(input: $input) {
        token
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const signupDocument = graphql(
  `
    mutation Signup($input: SignupInput!) {
      signup(input: $input) {
        token
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const logoutDocument = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`)

export const requestPasswordResetDocument = graphql(
  `
    mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
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
    mutation ResetPassword($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const changePasswordDocument = graphql(
  `
    mutation ChangePassword($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const meDocument = graphql(`
  query Me {
    me {
      id
      name
      email
      locale
      marketingConsent
      createdAt
    }
  }
`)

export const updateSettingsDocument = graphql(
  `
    mutation UpdateSettings($input: SettingsInput!) {
      updateSettings(input: $input) {
        customer {
          id
          name
          locale
          marketingConsent
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
