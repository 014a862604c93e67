import type { PayloadFieldError } from '@comptoir/validation/formik/payload-errors'
import type { TypedDocumentNode } from 'urql'

/**
 * A typed password mutation of either API: its field (`requestPasswordReset`, `resetPassword`,
 * `changePassword`) answers with the payload's `errors`, and it takes one `input`. Each app passes
 * its own document, checked against its own schema.
 */
export type PasswordMutation<Field extends string, Input> = TypedDocumentNode<
  Record<Field, { errors: readonly PayloadFieldError[] }>,
  { input: Input }
>
