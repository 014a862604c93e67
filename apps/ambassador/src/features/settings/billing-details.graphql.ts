import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/ambassador-graphql'

export const billingDetailsDocument = graphql(`
  query AmbassadorBillingDetails {
    me {
      id
      billingAddress
      siret
      vatNumber
    }
  }
`)

export const updateBillingDetailsDocument = graphql(
  `
    mutation UpdateAmbassadorBillingDetails($input: AmbassadorBillingInput!) {
      updateBillingDetails(input: $input) {
        ambassador {
          id
          billingAddress
          siret
          vatNumber
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
