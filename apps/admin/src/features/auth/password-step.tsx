import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { loginSchema } from '@comptoir/validation/schemas/login'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { staffSignInDocument } from './auth.graphql'

/** The first step of signing in: the e-mail address and the password give a challenge. */
export function PasswordStep({ onChallenge }: { onChallenge: (challenge: string) => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, signIn] = useMutation(staffSignInDocument)
  const form = useValidatedForm({
    schema: loginSchema,
    locale,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const result = await signIn({
        input: { email: values.email.trim(), password: values.password },
      })
      const payload = result.data?.staffSignIn
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.challenge) onChallenge(payload.challenge)
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="username"
          required
          label={form.label('email')}
          error={form.error('email')}
        />
        <PasswordField
          {...form.field('password')}
          autoComplete="current-password"
          required
          label={form.label('password')}
          error={form.error('password')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Continue`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
