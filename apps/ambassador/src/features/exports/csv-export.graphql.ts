import { graphql, type VariablesOf } from '@comptoir/gql-client/ambassador-graphql'

export const csvExportDocument = graphql(`
  query CsvExport($kind: CsvExportKind!, $from: String!, $to: String!, $dialect: CsvDialect!) {
    csvExport(kind: $kind, from: $from, to: $to, dialect: $dialect) {
      filename
      content
      rows
    }
  }
`)

/** What can be exported: the attributed orders or the ledger lines of a period. */
export type CsvExportKind = VariablesOf<typeof csvExportDocument>['kind']

/** How the file separates cells and decimals: as French spreadsheet apps read, or `,` and `.`. */
export type CsvDialect = VariablesOf<typeof csvExportDocument>['dialect']
