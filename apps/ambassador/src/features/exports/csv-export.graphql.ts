import { graphql, type VariablesOf } from '@comptoir/gql-client/ambassador-graphql'

export const csvExportDocument = graphql(`
  query CsvExport($kind: CsvExportKind!, $from: String!, $to: String!) {
    csvExport(kind: $kind, from: $from, to: $to) {
      filename
      content
      rows
    }
  }
`)

/** What can be exported: the attributed orders or the ledger lines of a period. */
export type CsvExportKind = VariablesOf<typeof csvExportDocument>['kind']
