/** One error of a mutation payload, as the API returns it. */
export interface PayloadFieldError {
  field?: string | null
  code: string
  message: string
}

/** The part of a Formik form the helper writes to. */
export interface PayloadErrorTarget {
  values: unknown
  setFieldError: (field: string, message: string | undefined) => void
  setStatus: (status: unknown) => void
}

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false
    node = (node as Record<string, unknown>)[key]
  }
  return true
}

/** The form-level messages {@link applyPayloadErrors} keeps in a Formik status. */
export function formErrorsOf(status: unknown): readonly string[] {
  if (status === null || typeof status !== 'object' || !('formErrors' in status)) return []
  const { formErrors } = status
  return Array.isArray(formErrors)
    ? formErrors.filter((e): e is string => typeof e === 'string')
    : []
}

/**
 * Puts a payload's `errors` on the matching Formik fields (nested paths such as
 * `shippingAddress.line1`) and the rest into the form's status as form-level messages.
 *
 * @param form - the Formik bag (or helpers) to write to
 * @param errors - the payload's errors, messages already in the request's language; an error without
 *   a message (a failure the client has already reported, e.g. by the error toast) only marks the
 *   form as not done
 * @param options - `prefix` strips an input path prefix before matching form fields
 * @returns the form-level messages (also set as `status: { formErrors }`)
 */
export function applyPayloadErrors(
  form: PayloadErrorTarget,
  errors: readonly PayloadFieldError[],
  options: { prefix?: string } = {},
): string[] {
  const formErrors: string[] = []
  for (const error of errors) {
    let field = error.field ?? null
    if (field !== null && options.prefix && field.startsWith(`${options.prefix}.`)) {
      field = field.slice(options.prefix.length + 1)
    }
    if (field !== null && hasPath(form.values, field)) form.setFieldError(field, error.message)
    else if (error.message !== '') formErrors.push(error.message)
  }
  form.setStatus(formErrors.length > 0 ? { formErrors } : undefined)
  return formErrors
}
