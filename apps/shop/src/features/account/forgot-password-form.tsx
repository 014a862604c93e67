import { ForgotPasswordForm as RequestResetForm } from '@comptoir/app-shell/forgot-password-form'

import { requestPasswordResetDocument } from './account.graphql'

/** Asking for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  return <RequestResetForm mutation={requestPasswordResetDocument} />
}
