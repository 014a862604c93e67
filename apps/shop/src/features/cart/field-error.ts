import type { FieldError } from '@comptoir/gql-client/public-graphql'
import type { OperationResult } from 'urql'

/**
 * The expected failures of a mutation's answer. A GraphQL or network error is shown by the
 * client's error toast, so it only counts here as "not done" (a form-level entry with no text).
 */
export function payloadOutcome<Data>(
  result: OperationResult<Data>,
  pick: (data: Data) => { readonly errors: readonly FieldError[] },
): readonly FieldError[] {
  if (result.data) return pick(result.data).errors
  return [{ field: null, code: 'UNEXPECTED', message: '' }]
}
