import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { useAuth } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { AppLink } from '@comptoir/app-shell/app-link'
import { PasswordField } from '@comptoir/ui/password-field'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { loginSchema } from '@comptoir/validation/schemas/login'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { ambassadorLoginDocument } from './auth.graphql'

/**
 * Signing in to the portal. The public endpoint issues a token for the ambassador scope; a
 * pending, rejected or suspended application is told inline, in the active language.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const ambassador = useAuth('ambassador')
  const [, login] = useMutation(ambassadorLoginDocument)
  const form = useValidatedForm({
    schema: loginSchema,
    locale,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const result = await login({
        input: { email: values.email.trim(), password: values.password },
      })
      const payload = result.data?.ambassadorLogin
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.token) {
        ambassador.login(payload.token)
        onSignedIn()
      }
    },
  })
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
            {t`Sign in`}
          </Button>
          <AppLink to="/forgot-pwd">{t`Forgot your password?`}</AppLink>
        </FormActions>
      </FormLayout>
    </form>
  )
}
