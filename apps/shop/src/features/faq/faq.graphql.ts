import { graphql } from '@comptoir/gql-client/public-graphql'

export const faqDocument = graphql(`
  query Faq {
    faq {
      key
      title
      entries {
        id
        question
        answer
      }
    }
  }
`)
