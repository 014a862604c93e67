import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Link } from '@comptoir/ui/link'
import { PasswordField } from '@comptoir/ui/password-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { resetPasswordSchema } from '@comptoir/validation/schemas/reset-password'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { FormAlert } from './form-alert'
import type { PasswordMutation } from './password-mutation'
import { useFormLocale } from './use-form-locale'

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the e-mailed link. */
  token: string
  /** The app's `resetPassword` mutation. */
  mutation: PasswordMutation<
    'resetPassword',
    { token: string; password: string; passwordConfirmation: string }
  >
}

/**
 * Choosing a new password from the e-mailed link; every session ends, then a link leads to
 * `/login` to sign in with it (`/forgot-pwd` asks for another link).
 */
export function ResetPasswordForm({ token, mutation }: ResetPasswordFormProps) {
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
      if (payload.errors.length === 0) setDone(true)
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
