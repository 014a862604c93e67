import { locales } from '@comptoir/i18n/locales'
import SchemaBuilder from '@pothos/core'
import RelayPlugin from '@pothos/plugin-relay'

import type { FieldError } from '../field-error'
import type { PublicContext } from '../context'

/** The builder of the public schema (/gql/public): shoppers and the ambassador sign-in. */
export const builder = new SchemaBuilder<{
  Context: PublicContext
  Scalars: { DateTime: { Input: Date; Output: Date } }
  Connection: { totalCount: number }
  DefaultFieldNullability: false
  DefaultEdgesNullability: false
  DefaultNodeNullability: false
}>({
  defaultFieldNullability: false,
  plugins: [RelayPlugin],
  relay: { nodeQueryOptions: false, nodesQueryOptions: false },
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

export const DateTime = builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
      throw new TypeError('DateTime must be an ISO 8601 string')
    }
    return new Date(value)
  },
})

export const LocaleEnum = builder.enumType('Locale', {
  description: 'A language of the shop.',
  values: locales,
})

export const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description:
    'An expected failure of a mutation: a validation rule, a wrong password, a rate limit. `field` is null when the failure concerns the whole request.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    code: t.exposeString('code'),
    message: t.exposeString('message', { description: 'In the language of the request.' }),
  }),
})
