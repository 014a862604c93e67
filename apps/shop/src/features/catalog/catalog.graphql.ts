import { graphql, moneyFragment } from '@comptoir/gql-client/public-graphql'

export const productCardFragment = graphql(
  `
    fragment ProductCard on Product {
      id
      slug
      name
      summary
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
        stockStatus
        price {
          ...Money
        }
        compareAtPrice {
          ...Money
        }
        priceRange {
          min {
            ...Money
          }
          max {
            ...Money
          }
        }
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
          id
          sku
          title
          stockStatus
          image {
            url
            alt
          }
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
      }
    }
  `,
  [moneyFragment],
)
