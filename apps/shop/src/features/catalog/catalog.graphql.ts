import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

import { productCardFragment } from './product-grid.graphql'
import { purchaseVariantFragment } from './product-purchase.graphql'

export const categoriesDocument = graphql(`
  query Categories {
    categories {
      id
      slug
      name
      description
    }
  }
`)

export const productListDocument = graphql(
  `
    query ProductList(
      $first: Int!
      $after: String
      $search: String
      $category: String
      $sort: ProductSort
      $inStock: Boolean
    ) {
      products(
        first: $first
        after: $after
        search: $search
        category: $category
        sort: $sort
        inStock: $inStock
      ) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            ...ProductCard
          }
        }
      }
    }
  `,
  [productCardFragment],
)

export const productDocument = graphql(
  `
    query Product($slug: String!) {
      product(slug: $slug) {
        id
        slug
        name
        summary
        description
        images {
          url
          alt
        }
        category {
          id
          slug
          name
        }
        variants {
          sku
          stockStatus
          image {
            url
            alt
          }
          price {
            ...Money
          }
          options {
            key
            code
          }
          ...PurchaseVariant
        }
      }
    }
  `,
  [moneyFragment, purchaseVariantFragment],
)
