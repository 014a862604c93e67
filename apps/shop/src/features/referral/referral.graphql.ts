import { graphql } from '@comptoir/gql-client/public-graphql'

export const recordReferralVisitDocument = graphql(`
  mutation RecordReferralVisit($input: RecordReferralVisitInput!) {
    recordReferralVisit(input: $input) {
      errors {
        field
        code
        message
      }
      referral {
        id
        code
        expiresAt
        card {
          displayName
        }
      }
    }
  }
`)
