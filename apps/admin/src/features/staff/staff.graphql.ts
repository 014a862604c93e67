import { fieldErrorsFragment, graphql } from '@comptoir/gql-client/admin-graphql'

export const staffListQuery = graphql(`
  query StaffList {
    staffMembers {
      id
      name
      email
      role
      status
      createdAt
    }
  }
`)

export const inviteStaffDocument = graphql(
  `
    mutation InviteStaff($input: InviteStaffInput!) {
      inviteStaff(input: $input) {
        staff {
          id
          name
          email
          role
          status
          createdAt
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const changeStaffRoleDocument = graphql(
  `
    mutation ChangeStaffRole($input: ChangeStaffRoleInput!) {
      changeStaffRole(input: $input) {
        staff {
          id
          role
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const removeStaffDocument = graphql(
  `
    mutation RemoveStaff($input: StaffMemberInput!) {
      removeStaff(input: $input) {
        staff {
          id
          status
        }
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)

export const revokeStaffSessionsDocument = graphql(
  `
    mutation RevokeStaffSessions($input: StaffMemberInput!) {
      revokeStaffSessions(input: $input) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
