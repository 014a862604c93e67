import { graphql } from '@comptoir/gql-client/public-graphql'

/** A product list page as the shop renders it: cards with category, prices and variants. */
export const productPageQuery = graphql(`
  query ProductPage($first: Int, $after: String, $search: String, $sort: ProductSort) {
    products(first: $first, after: $after, search: $search, sort: $sort) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          slug
          name
          summary
          stockStatus
          createdAt
          images {
            url
            alt
          }
          category {
            id
            slug
            name
          }
          price {
            amount
            currency
          }
          compareAtPrice {
            amount
            currency
          }
          priceRange {
            min {
              amount
            }
            max {
              amount
            }
          }
          variants {
            id
            sku
            title
            stockStatus
            price {
              amount
            }
            compareAtPrice {
              amount
            }
            options {
              key
              name
              code
              value
            }
          }
        }
      }
    }
  }
`)
