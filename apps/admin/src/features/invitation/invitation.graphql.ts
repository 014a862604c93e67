import { fieldErrorsFragment, graphql } from '@comptoir/gql-client/admin-graphql'

export const invitationQuery = graphql(`
  query Invitation($token: String!) {
    staffInvitation(token: $token) {
      email
      name
      role
      totpSecret
      totpUri
    }
  }
`)

export const acceptInvitationDocument = graphql(
  `
    mutation AcceptStaffInvitation($input: AcceptStaffInvitationInput!) {
      acceptStaffInvitation(input: $input) {
        token
        recoveryCodes
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
