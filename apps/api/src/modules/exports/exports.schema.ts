import { GraphQLError } from 'graphql'

import { builder } from '../../graphql/ambassador/builder'
import { maximumPeriodDays, periodProblemMessage } from '../insights/day-period'
import type { CsvExport } from './exports.service'

const CsvExportKindEnum = builder.enumType('CsvExportKind', {
  values: {
    ORDERS: { description: 'The attributed orders placed in the period.' },
    COMMISSIONS: { description: 'The ledger lines created in the period.' },
  } as const,
})

const CsvDialectEnum = builder.enumType('CsvDialect', {
  values: {
    FRENCH: {
      description: 'Cells separated by `;`, decimal commas: what French spreadsheet apps read.',
    },
    INTERNATIONAL: { description: 'Cells separated by `,`, decimal points.' },
  } as const,
})

const CsvExportRef = builder.objectRef<CsvExport>('CsvExport').implement({
  description:
    'A CSV file (RFC 4180, CRLF, UTF-8 with a byte order mark): header row, statuses and kinds in the language of the request, instants in ISO 8601 UTC, amounts as decimals (a comma or a dot, as the dialect says) and the currency in its own column.',
  fields: (t) => ({
    filename: t.exposeString('filename', {
      description: '`comptoir-orders-2026-11-01-2026-11-30.csv` or `comptoir-commissions-…`.',
    }),
    content: t.exposeString('content'),
    rows: t.exposeInt('rows', { description: 'Lines of data, the header aside.' }),
  }),
})

builder.queryField('csvExport', (t) =>
  t.field({
    type: CsvExportRef,
    description: `The signed-in ambassador’s orders or commissions of a period, for their accounts. \`from\` and \`to\` are YYYY-MM-DD UTC days, both included, \`to\` on or after \`from\`, at most ${String(maximumPeriodDays)} days apart; otherwise a GraphQL error (BAD_USER_INPUT) says why.`,
    args: {
      kind: t.arg({ type: CsvExportKindEnum, required: true }),
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      dialect: t.arg({
        type: CsvDialectEnum,
        required: false,
        description: 'FRENCH by default for a French request, INTERNATIONAL otherwise.',
      }),
    },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.exports.csv(context.ambassador.user.id, {
        ...args,
        locale: context.locale,
      })
      if (!outcome.ok) {
        throw new GraphQLError(periodProblemMessage(outcome.problem, context.locale), {
          extensions: { code: 'BAD_USER_INPUT' },
        })
      }
      return outcome.file
    },
  }),
)
