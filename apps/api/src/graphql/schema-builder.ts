import { locales } from '@comptoir/i18n/locales'
import SchemaBuilder from '@pothos/core'
import DataloaderPlugin from '@pothos/plugin-dataloader'
import RelayPlugin from '@pothos/plugin-relay'

import type { FieldError } from '../field-error'
import type { Money } from '../money'

/** The Pothos types both schemas share; only the request context differs. */
export interface SchemaTypes<Context extends object> {
  Context: Context
  Scalars: { DateTime: { Input: Date; Output: Date } }
  Connection: { totalCount: number }
  DefaultFieldNullability: false
  DefaultEdgesNullability: false
  DefaultNodeNullability: false
}

/**
 * A schema builder with what every schema of the API has: the root types, Relay connections
 * with `totalCount`, the `DateTime` scalar, the `Locale` enum, the `FieldError` of payloads and
 * `Money` with its `Currency`.
 *
 * @param descriptions - what the schema's expected failures are; what its amounts include
 */
export function createSchemaBuilder<Context extends object>(descriptions: {
  fieldError: string
  money: string
}) {
  const builder = new SchemaBuilder<SchemaTypes<Context>>({
    defaultFieldNullability: false,
    plugins: [RelayPlugin, DataloaderPlugin],
    relay: { nodeQueryOptions: false, nodesQueryOptions: false },
    // The scope-auth plugin (the admin schema's) declares its options for every builder; unused here.
    scopeAuth: { authScopes: () => ({}) },
  })

  builder.queryType({})
  builder.mutationType({})
  builder.subscriptionType({})

  builder.globalConnectionField('totalCount', (t) =>
    t.int({
      description: 'How many items match, over all pages.',
      resolve: (connection) => connection.totalCount,
    }),
  )

  const DateTime = builder.scalarType('DateTime', {
    description: 'An instant, as an ISO 8601 string in UTC.',
    serialize: (value) => value.toISOString(),
    parseValue: (value) => {
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
        throw new TypeError('DateTime must be an ISO 8601 string')
      }
      return new Date(value)
    },
  })

  const LocaleEnum = builder.enumType('Locale', {
    description: 'A language of the shop.',
    values: locales,
  })

  const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
    description: `${descriptions.fieldError} \`field\` is null when the failure concerns the whole request.`,
    fields: (t) => ({
      field: t.exposeString('field', { nullable: true }),
      code: t.exposeString('code'),
      message: t.exposeString('message', { description: 'In the language of the request.' }),
    }),
  })

  const CurrencyEnum = builder.enumType('Currency', { values: ['EUR'] as const })

  const MoneyRef = builder.objectRef<Money>('Money').implement({
    description: descriptions.money,
    fields: (t) => ({
      amount: t.exposeInt('amount', { description: 'Minor units: 1290 is 12.90 EUR.' }),
      currency: t.expose('currency', { type: CurrencyEnum }),
    }),
  })

  return { builder, DateTime, LocaleEnum, FieldErrorRef, MoneyRef }
}
