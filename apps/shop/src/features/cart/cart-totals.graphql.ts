import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** The amounts {@link CartTotals} lists. */
export const cartTotalsFragment = graphql(
  `
    fragment CartTotals on Cart {
      appliedCode
      vatRatePercent
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
      shippingMethod {
        code
        name
      }
    }
  `,
  [moneyFragment],
)
