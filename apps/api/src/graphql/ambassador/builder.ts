import { locales } from '@comptoir/i18n/locales'
import SchemaBuilder from '@pothos/core'
import RelayPlugin from '@pothos/plugin-relay'

import type { AmbassadorContext } from '../context'
import type { FieldError } from '../field-error'

/** The builder of the ambassador schema (/gql/ambassador): approved ambassadors only. */
export const builder = new SchemaBuilder<{
  Context: AmbassadorContext
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

export const LocaleEnum = builder.enumType('Locale', { values: locales })

export const FieldErrorRef = builder.objectRef<FieldError>('FieldError').implement({
  description:
    'An expected failure of a mutation (a validation rule, a state that forbids it). `field` is null when the failure concerns the whole request.',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    code: t.exposeString('code'),
    message: t.exposeString('message', { description: 'In the language of the request.' }),
  }),
})

/** An amount of money in minor units. */
export interface MoneyValue {
  amount: number
  currency: 'EUR'
}

export const euro = (amount: number): MoneyValue => ({ amount, currency: 'EUR' })

const CurrencyEnum = builder.enumType('Currency', { values: ['EUR'] as const })

export const Money = builder.objectRef<MoneyValue>('Money').implement({
  description: 'An amount in minor units (cents). Format it on the client.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Minor units: 1290 is 12.90 EUR.' }),
    currency: t.expose('currency', { type: CurrencyEnum }),
  }),
})
