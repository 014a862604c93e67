import { graphql } from '@comptoir/gql-client/public-graphql'

/** What {@link ReviewStep} recalls of the checkout before the order is placed. */
export const reviewStepFragment = graphql(`
  fragment ReviewStep on Cart {
    email
    code
    shippingAddress {
      firstName
      lastName
      line1
      line2
      postalCode
      city
      countryName
    }
    shippingMethod {
      code
      name
    }
  }
`)
