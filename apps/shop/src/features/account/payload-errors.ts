import type { ValidatedForm } from '@comptoir/validation/formik'
import type { FormikValues } from 'formik'

/** An expected failure of a mutation, in the language of the request. */
export interface FieldError {
  readonly field: string | null
  readonly code: string
  readonly message: string
}

/** Puts a payload's errors on the form's fields and returns those that belong to no field. */
export function showPayloadErrors<Values extends FormikValues>(
  form: ValidatedForm<Values>,
  errors: readonly FieldError[],
): string[] {
  const rest: string[] = []
  for (const error of errors) {
    if (error.field && error.field in form.formik.values)
      form.formik.setFieldError(error.field, error.message)
    else if (error.message !== '') rest.push(error.message)
  }
  return rest
}
