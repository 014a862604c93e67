import { ResetPasswordForm as NewPasswordForm } from '@comptoir/app-shell/reset-password-form'

import { resetPasswordDocument } from './account.graphql'

/** Choosing a new password from the e-mailed link; every session ends, then the shopper signs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  return <NewPasswordForm token={token} mutation={resetPasswordDocument} />
}
