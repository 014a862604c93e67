import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** The delivery methods {@link ShippingStep} offers for a cart, and the one chosen. */
export const shippingStepFragment = graphql(
  `
    fragment ShippingStep on Cart {
      shippingMethod {
        code
      }
      shippingOptions {
        code
        name
        description
        minDays
        maxDays
        price {
          ...Money
        }
      }
    }
  `,
  [moneyFragment],
)
