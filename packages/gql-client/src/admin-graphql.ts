import { initGraphQLTada } from 'gql.tada'

import type { introspection } from './schema/admin-env.d.ts'
import type { CustomScalars } from './schema/scalars'

/**
 * Writes a typed document against the back office schema (`/gql/admin`, `apps/api/schema/admin.graphql`).
 * Results and variables are inferred from the document; `gql.tada check` in the app's `lint`
 * rejects a field the schema does not have.
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

/** One error of a mutation payload, as `FieldErrors` selects it. */
export type FieldError = ResultOf<typeof fieldErrorsFragment>
