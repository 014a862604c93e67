import { graphql } from '@comptoir/gql-client/public-graphql'

export const requestStockAlertDocument = graphql(`
  mutation RequestStockAlert($input: StockAlertInput!) {
    requestStockAlert(input: $input) {
      ok
      errors {
        field
        code
        message
      }
    }
  }
`)

export const stopStockAlertsDocument = graphql(`
  mutation StopStockAlerts($token: String!) {
    stopStockAlerts(input: { token: $token }) {
      ok
    }
  }
`)
