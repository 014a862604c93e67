import { graphql } from '@comptoir/gql-client/public-graphql'

/** An address as {@link AddressStep} fills its form with it and lists it among the saved ones. */
export const addressStepFragment = graphql(`
  fragment AddressStepAddress on Address {
    firstName
    lastName
    line1
    line2
    postalCode
    city
    country
    countryName
    phone
  }
`)
