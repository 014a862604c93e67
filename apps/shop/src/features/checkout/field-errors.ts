import type { FormikValues } from 'formik'
import type { ValidatedForm } from '@comptoir/validation/formik'

import type { FieldError } from './order-placer'

/**
 * Puts a payload's errors on the form's fields (`shippingAddress.city` → `city` with the prefix
 * `shippingAddress`) and returns the messages that belong to no field of the form.
 */
export function showPayloadErrors<Values extends FormikValues>(
  form: ValidatedForm<Values>,
  errors: readonly FieldError[],
  prefix?: string,
): string[] {
  const rest: string[] = []
  for (const error of errors) {
    const path = error.field ?? ''
    const name = prefix && path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path
    if (name !== '' && name in form.formik.values) form.formik.setFieldError(name, error.message)
    else if (error.message !== '') rest.push(error.message)
  }
  return rest
}
