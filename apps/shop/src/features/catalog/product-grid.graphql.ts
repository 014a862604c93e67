import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

/** What a card of {@link ProductGrid} shows of a product. */
export const productCardFragment = graphql(
  `
    fragment ProductCard on Product {
      id
      slug
      name
      stockStatus
      price {
        ...Money
      }
      compareAtPrice {
        ...Money
      }
      images {
        url
        alt
      }
      category {
        id
        name
      }
    }
  `,
  [moneyFragment],
)
