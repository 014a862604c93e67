import { graphql } from '@comptoir/gql-client/admin-graphql'

export const auditEntriesQuery = graphql(`
  query AuditEntries($filter: AuditFilter, $before: ID) {
    auditEntries(filter: $filter, before: $before, first: 30) {
      entries {
        id
        actorLabel
        action
        recordType
        recordId
        before
        after
        requestId
        at
      }
      hasMore
    }
  }
`)

export const auditFilterOptionsQuery = graphql(`
  query AuditFilterOptions {
    auditRecordTypes
    staffMembers {
      id
      name
      email
    }
  }
`)
