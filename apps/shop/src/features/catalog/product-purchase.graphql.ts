import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** What {@link ProductPurchase} reads of each variant: its options, price and stock. */
export const purchaseVariantFragment = graphql(
  `
    fragment PurchaseVariant on ProductVariant {
      id
      sku
      stockStatus
      price {
        ...Money
      }
      compareAtPrice {
        ...Money
      }
      options {
        key
        name
        code
        value
      }
    }
  `,
  [moneyFragment],
)
