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
    mutation RemoveStaff($staffId: ID!) {
      removeStaff(staffId: $staffId) {
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
    mutation RevokeStaffSessions($staffId: ID!) {
      revokeStaffSessions(staffId: $staffId) {
        ok
        errors {
          ...FieldErrors
        }
      }
    }
  `,
  [fieldErrorsFragment],
)
