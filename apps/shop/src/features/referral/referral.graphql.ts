import { graphql, fieldErrorsFragment } from '@comptoir/gql-client/public-graphql'

export const recordReferralVisitDocument = graphql(
  `
    mutation RecordReferralVisit($input: RecordReferralVisitInput!) {
      recordReferralVisit(input: $input) {
        errors {
          ...FieldErrors
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
  `,
  [fieldErrorsFragment],
)

export const ambassadorCardDocument = graphql(`
  query AmbassadorCard($code: String!) {
    ambassadorCard(code: $code) {
      code
      displayName
      liveOperation {
        id
        code
        name
        customerDiscountPercent
      }
    }
  }
`)
