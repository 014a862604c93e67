import { graphql } from '@comptoir/gql-client/ambassador-graphql'

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
      commissionRatePercent
      shareLink
      emailOnNewOrder
      emailOnCommissionApproved
      emailOnPayoutSent
    }
  }
`)

export const updateEmailPreferencesDocument = graphql(`
  mutation UpdateEmailPreferences($input: EmailPreferencesInput!) {
    updateEmailPreferences(input: $input) {
      ambassador {
        id
        emailOnNewOrder
        emailOnCommissionApproved
        emailOnPayoutSent
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const updateProfileDocument = graphql(`
  mutation UpdateAmbassadorProfile($input: AmbassadorProfileInput!) {
    updateProfile(input: $input) {
      ambassador {
        id
        displayName
        locale
        legalStatus
        payoutAccount
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const changePasswordDocument = graphql(`
  mutation ChangeAmbassadorPassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)
