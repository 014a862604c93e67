/** An expected failure reported in a mutation's payload (never as a GraphQL error). */
export interface FieldError {
  /** The input field at fault, or null when the failure concerns the whole request. */
  field: string | null
  code: string
  message: string
}

/** Either the value of a successful operation, or the field errors that stopped it. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

export function failure<T>(errors: FieldError[]): Outcome<T> {
  return { ok: false, errors }
}

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value }
}
