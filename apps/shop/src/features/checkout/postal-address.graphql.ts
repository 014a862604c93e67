import { graphql } from '@comptoir/gql-client/public-graphql'

/** The lines of a delivery address as {@link PostalAddress} writes them. */
export const postalAddressFragment = graphql(`
  fragment PostalAddress on Address {
    firstName
    lastName
    line1
    line2
    postalCode
    city
    countryName
  }
`)
