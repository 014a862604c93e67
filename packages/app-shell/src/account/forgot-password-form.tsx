import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { forgotPasswordSchema } from '@comptoir/validation/schemas/forgot-password'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { FormAlert } from './form-alert'
import type { PasswordMutation } from './password-mutation'
import { useFormLocale } from './use-form-locale'

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** The app's `requestPasswordReset` mutation. */
  mutation: PasswordMutation<'requestPasswordReset', { email: string }>
}

/**
 * Asking for a reset link by e-mail; the answer is the same whether or not the address has an
 * account, and replaces the form once sent.
 */
export function ForgotPasswordForm({ mutation }: ForgotPasswordFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, request] = useMutation(mutation)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useValidatedForm({
    schema: forgotPasswordSchema,
    locale,
    initialValues: { email: '' },
    onSubmit: async (values) => {
      const result = await request({ input: { email: values.email.trim() } })
      const payload = result.data?.requestPasswordReset
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.errors.length === 0) setSentTo(values.email.trim())
    },
  })
  if (sentTo) {
    return (
      <FormAlert
        tone="success"
        messages={[
          t`If an account uses ${sentTo}, a link to choose a new password is on its way. It works once, for one hour.`,
        ]}
      />
    )
  }
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
          label={form.label('email')}
          error={form.error('email')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Send the link`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
