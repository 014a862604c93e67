import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/ambassador-graphql'

export const profileDocument = graphql(`
  query AmbassadorProfile {
    me {
      id
      name
      email
      code
      displayName
      locale
      legalStatus
      payoutAccount
      payoutAccountHeldUntil
      commissionRatePercent
      shareLink
      emailOnNewOrder
      emailOnCommissionApproved
      emailOnPayoutSent
    }
  }
`)

export const updateEmailPreferencesDocument = graphql(
  `
    mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
      updateEmailPreferences(input: $input) {
        ambassador {
          id
          emailOnNewOrder
          emailOnCommissionApproved
          emailOnPayoutSent
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const updateProfileDocument = graphql(
  `
    mutation UpdateAmbassadorProfile($input: AmbassadorProfileInput!) {
      updateProfile(input: $input) {
        ambassador {
          id
          displayName
          locale
          legalStatus
          payoutAccount
          payoutAccountHeldUntil
        }
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
    mutation ChangeAmbassadorPassword($input: ChangePasswordInput!) {
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
