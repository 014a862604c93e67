import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** What {@link CartLineItem} shows of a cart line. */
export const cartLineItemFragment = graphql(
  `
    fragment CartLineItem on CartLine {
      id
      imageUrl
      maxQuantity
      orderable
      productName
      productSlug
      quantity
      sku
      stockStatus
      variantTitle
      total {
        ...Money
      }
      unitPrice {
        ...Money
      }
    }
  `,
  [moneyFragment],
)
