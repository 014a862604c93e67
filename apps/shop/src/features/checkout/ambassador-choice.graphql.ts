import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** What the cart, as the checkout last read it, is priced with: read from the cache only. */
export const chosenPricingDocument = graphql(
  `
    query ChosenPricing($cartId: ID) {
      cart(cartId: $cartId) {
        id
        appliedCode
        total {
          ...Money
        }
      }
    }
  `,
  [moneyFragment],
)
