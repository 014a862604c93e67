import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** The free delivery threshold {@link FreeShippingProgress} measures the cart against. */
export const freeShippingProgressFragment = graphql(
  `
    fragment FreeShippingProgress on FreeShippingProgress {
      threshold {
        ...Money
      }
      remaining {
        ...Money
      }
    }
  `,
  [moneyFragment],
)
