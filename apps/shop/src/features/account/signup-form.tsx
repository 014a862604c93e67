import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { signupSchema } from '@comptoir/validation/schemas/signup'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { signupDocument } from './account.graphql'
import { useSession } from './use-session'

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  readonly cartId: string | null
  readonly onSignedIn: () => void
}

/** Creating an account (signed in at once, the anonymous cart kept). */
export function SignupForm({ cartId, onSignedIn }: SignupFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const { signIn } = useSession()
  const [, signup] = useMutation(signupDocument)
  const form = useValidatedForm({
    schema: signupSchema,
    locale,
    initialValues: { name: '', email: '', password: '', locale },
    onSubmit: async (values) => {
      const result = await signup({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          locale: values.locale,
          cartId,
        },
      })
      const payload = result.data?.signup
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
          {...form.field('name')}
          autoComplete="name"
          required
          label={form.label('name')}
          error={form.error('name')}
        />
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
          autoComplete="new-password"
          required
          label={form.label('password')}
          description={t`8 to 128 characters; a common password is refused.`}
          error={form.error('password')}
        />
        <Select
          {...form.field('locale')}
          label={form.label('locale')}
          error={form.error('locale')}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Create my account`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
