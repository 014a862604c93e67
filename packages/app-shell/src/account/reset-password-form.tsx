import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Link } from '@comptoir/ui/link'
import { PasswordField } from '@comptoir/ui/password-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import {
  applyPayloadErrors,
  type PayloadFieldError,
} from '@comptoir/validation/formik/payload-errors'
import { resetPasswordSchema } from '@comptoir/validation/schemas/reset-password'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation, type TypedDocumentNode } from 'urql'

import { FormAlert } from './form-alert'
import { useFormLocale } from './use-form-locale'

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps<Payload extends { errors: readonly PayloadFieldError[] }> {
  /** The token of the e-mailed link. */
  token: string
  /** The app's `resetPassword` mutation (an alias of another field answers as well). */
  mutation: TypedDocumentNode<
    { resetPassword: Payload },
    { input: { token: string; password: string; passwordConfirmation: string } }
  >
  /**
   * Called with the answer once the password is changed. Returns true when the app takes over
   * (it signed the user in with the answer and leaves the page); otherwise the form offers to
   * sign in.
   */
  onChanged?: (payload: Payload) => boolean
}

/**
 * Choosing a new password from the e-mailed link; every session ends, then the app signs the
 * user in (`onChanged`) or a link leads to `/login` to sign in with it (`/forgot-pwd` asks for
 * another link).
 */
export function ResetPasswordForm<Payload extends { errors: readonly PayloadFieldError[] }>({
  token,
  mutation,
  onChanged,
}: ResetPasswordFormProps<Payload>) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, reset] = useMutation(mutation)
  const [done, setDone] = useState(false)
  const form = useValidatedForm({
    schema: resetPasswordSchema,
    locale,
    initialValues: { password: '', passwordConfirmation: '' },
    onSubmit: async (values) => {
      const result = await reset({ input: { token, ...values } })
      const payload = result.data?.resetPassword
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.errors.length === 0 && !onChanged?.(payload)) setDone(true)
    },
  })
  if (done) {
    return (
      <>
        <FormAlert
          tone="success"
          messages={[t`Your password has been changed. Sign in with the new one.`]}
        />
        <Link href="/login" variant="standalone">
          {t`Sign in`}
        </Link>
      </>
    )
  }
  return (
    <form {...form.formProps}>
      <FormLayout>
        <PasswordField
          {...form.field('password')}
          autoComplete="new-password"
          required
          label={form.label('password')}
          error={form.error('password')}
        />
        <PasswordField
          {...form.field('passwordConfirmation')}
          autoComplete="new-password"
          required
          label={form.label('passwordConfirmation')}
          error={form.error('passwordConfirmation')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Change my password`}
          </Button>
          <Link href="/forgot-pwd">{t`Ask for a new link`}</Link>
        </FormActions>
      </FormLayout>
    </form>
  )
}
