import { initGraphQLTada } from 'gql.tada'

import type { introspection } from './schema/public-env.d.ts'
import type { CustomScalars } from './schema/scalars'

/**
 * Writes a typed document against the public schema (`/gql/public`, `apps/api/schema/public.graphql`).
 * Results and variables are inferred from the document; `gql.tada check` in the app's `lint`
 * rejects a field the schema does not have.
 *
 * @example
 * ```ts
 * export const productCardFragment = graphql(`fragment ProductCard on Product { id name }`)
 * export const productListDocument = graphql(
 *   `query ProductList($first: Int) { products(first: $first) { edges { node { ...ProductCard } } } }`,
 *   [productCardFragment],
 * )
 * ```
 */
export const graphql = initGraphQLTada<{ introspection: introspection; scalars: CustomScalars }>()

import type { ResultOf } from 'gql.tada'

export { readFragment, maskFragments } from 'gql.tada'
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'

/**
 * The errors of a mutation payload, selected the same way by every form
 * (`errors { ...FieldErrors }`); unmasked, so a form reads them without `readFragment`.
 */
export const fieldErrorsFragment = graphql(`
  fragment FieldErrors on FieldError @_unmask {
    field
    code
    message
  }
`)

/** An amount of money, selected the same way everywhere (`total { ...Money }`); unmasked. */
export const moneyFragment = graphql(`
  fragment Money on Money @_unmask {
    amount
    currency
  }
`)

/** One error of a mutation payload, as `FieldErrors` selects it. */
export type FieldError = ResultOf<typeof fieldErrorsFragment>
