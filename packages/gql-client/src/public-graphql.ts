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

export { readFragment, maskFragments } from 'gql.tada'
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada'
