import { ChangePasswordForm as PasswordChangeForm } from '@comptoir/app-shell/change-password-form'

import { changePasswordDocument } from './account.graphql'

/** Changing the password: the current one is asked; the other sessions end. */
export function ChangePasswordForm() {
  return <PasswordChangeForm mutation={changePasswordDocument} />
}
