import type { AmbassadorContext } from '../context'
import { createSchemaBuilder } from '../schema-builder'

/** The builder of the ambassador schema (/gql/ambassador): approved ambassadors only. */
export const { builder, DateTime, LocaleEnum, FieldErrorRef } =
  createSchemaBuilder<AmbassadorContext>(
    'An expected failure of a mutation (a validation rule, a state that forbids it).',
  )

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
