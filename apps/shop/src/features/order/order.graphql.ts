import { graphql, fieldErrorsFragment, moneyFragment } from '@comptoir/gql-client/public-graphql'

export const orderFragment = graphql(
  `
    fragment OrderDetails on Order {
      number
      status
      createdAt
      email
      code
      paymentMethod
      cardBrand
      cardLast4
      payment {
        clientSecret
        publishableKey
      }
      shippingMethodName
      vatRatePercent
      shippingAddress {
        firstName
        lastName
        line1
        line2
        postalCode
        city
        countryName
      }
      lines {
        sku
        productName
        productSlug
        variantTitle
        imageUrl
        quantity
        unitPrice {
          ...Money
        }
        total {
          ...Money
        }
      }
      statusHistory {
        at
        status
      }
      subtotal {
        ...Money
      }
      discount {
        ...Money
      }
      shipping {
        ...Money
      }
      vat {
        ...Money
      }
      total {
        ...Money
      }
    }
  `,
  [moneyFragment],
)

export const orderDocument = graphql(
  `
    query Order($number: String!, $accessToken: String) {
      order(number: $number, accessToken: $accessToken) {
        ...OrderDetails
      }
    }
  `,
  [orderFragment],
)

export const orderStatusChangedDocument = graphql(
  `
    subscription OrderStatusChanged($number: String!, $accessToken: String) {
      orderStatusChanged(number: $number, accessToken: $accessToken) {
        status
        changedAt
        order {
          ...OrderDetails
        }
      }
    }
  `,
  [orderFragment],
)

export const requestOrderAccessDocument = graphql(
  `
    mutation RequestOrderAccess($input: RequestOrderAccessInput!) {
      requestOrderAccess(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const orderHistoryDocument = graphql(
  `
    query OrderHistory($after: String) {
      me {
        id
        orders(first: 10, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              number
              status
              createdAt
              total {
                ...Money
              }
              lines {
                quantity
              }
            }
          }
        }
      }
    }
  `,
  [moneyFragment],
)
