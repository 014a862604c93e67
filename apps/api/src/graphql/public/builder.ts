import type { PublicContext } from '../context'
import { createSchemaBuilder } from '../schema-builder'

/** The builder of the public schema (/gql/public): shoppers and the ambassador sign-in. */
export const { builder, DateTime, LocaleEnum, FieldErrorRef, MoneyRef } =
  createSchemaBuilder<PublicContext>({
    fieldError:
      'An expected failure of a mutation: a validation rule, a wrong password, a rate limit.',
    money: 'An amount in minor units (cents), VAT included. Format it on the client.',
  })
