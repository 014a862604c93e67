import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
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

import { loginDocument } from './account.graphql'
import { useSession } from './use-session'

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** The anonymous cart to merge into the customer's. */
  readonly cartId: string | null
  /** Called once signed in (the page goes back where the shopper came from). */
  readonly onSignedIn: () => void
}

/** Signing in with e-mail and password; a wrong pair is told inline, in the active language. */
export function LoginForm({ cartId, onSignedIn }: LoginFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const { signIn } = useSession()
  const [, login] = useMutation(loginDocument)
  const form = useValidatedForm({
    schema: loginSchema,
    locale,
    initialValues: { email: '', password: '' },
    onSubmit: async (values) => {
      const result = await login({
        input: { email: values.email.trim(), password: values.password, cartId },
      })
      const payload = result.data?.login
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.token) {
        signIn(payload.token)
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
