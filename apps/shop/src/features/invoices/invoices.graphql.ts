import { graphql } from '@comptoir/gql-client/public-graphql'

export const orderInvoiceDocument = graphql(`
  query OrderInvoice($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) {
      number
      invoiceNumber
    }
  }
`)
