import { graphql } from '@comptoir/gql-client/admin-graphql'

export const applicationRowFragment = graphql(`
  fragment ApplicationRow on StaffAmbassador @_unmask {
    id
    name
    displayName
    email
    code
    locale
    motivation
    socialLinks
    appliedAt
    status
  }
`)

export const applicationsQuery = graphql(
  `
    query AmbassadorApplications {
      ambassadorApplications {
        ...ApplicationRow
      }
    }
  `,
  [applicationRowFragment],
)

export const approveApplicationMutation = graphql(`
  mutation ApproveAmbassadorApplication($input: ApproveApplicationInput!) {
    approveAmbassadorApplication(input: $input) {
      ambassador {
        id
        status
        reviewedAt
      }
      errors {
        field
        code
        message
      }
    }
  }
`)

export const rejectApplicationMutation = graphql(`
  mutation RejectAmbassadorApplication($input: RejectApplicationInput!) {
    rejectAmbassadorApplication(input: $input) {
      ambassador {
        id
        status
        statusReason
        reviewedAt
      }
      errors {
        field
        code
        message
      }
    }
  }
`)
