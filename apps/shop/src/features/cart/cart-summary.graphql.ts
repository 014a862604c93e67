import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { cartTotalsFragment } from './cart-totals.graphql'

/** What {@link CartSummary} shows beside the checkout: the orderable lines and the totals. */
export const cartSummaryFragment = graphql(
  `
    fragment CartSummary on Cart {
      lines {
        id
        orderable
        quantity
        productName
        variantTitle
        total {
          ...Money
        }
      }
      ...CartTotals
    }
  `,
  [moneyFragment, cartTotalsFragment],
)
