import { graphql } from '@comptoir/gql-client/admin-graphql'

export const signOutMutation = graphql(`
  mutation StaffSignOut {
    logout {
      ok
    }
  }
`)

export const currentStaffQuery = graphql(`
  query CurrentStaff {
    me {
      id
      name
      email
      role
    }
  }
`)
