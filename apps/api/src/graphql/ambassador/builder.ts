import type { AmbassadorContext } from '../context'
import { createSchemaBuilder } from '../schema-builder'

/** The builder of the ambassador schema (/gql/ambassador): approved ambassadors only. */
export const {
  builder,
  DateTime,
  LocaleEnum,
  FieldErrorRef,
  MoneyRef: Money,
} = createSchemaBuilder<AmbassadorContext>({
  fieldError: 'An expected failure of a mutation (a validation rule, a state that forbids it).',
  money: 'An amount in minor units (cents). Format it on the client.',
})

// The ambassador modules still name these from here; their one home is src/money.ts.
export type { Money as MoneyValue } from '../../money'
export { euro } from '../../money'
