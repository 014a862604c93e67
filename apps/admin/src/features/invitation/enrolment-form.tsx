import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { useAuth } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { staffEnrolmentSchema } from '@comptoir/validation/schemas/staff'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { acceptInvitationDocument } from './invitation.graphql'

/** The invitee's password and the first code of the authenticator: signs in, gives the recovery codes. */
export function EnrolmentForm({
  token,
  email,
  onEnrolled,
}: {
  token: string
  email: string
  onEnrolled: (recoveryCodes: readonly string[]) => void
}) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const admin = useAuth('admin')
  const [, accept] = useMutation(acceptInvitationDocument)
  const form = useValidatedForm({
    schema: staffEnrolmentSchema,
    locale,
    initialValues: { password: '', passwordConfirmation: '', code: '' },
    onSubmit: async (values) => {
      const result = await accept({
        input: { token, ...values, code: values.code.trim() },
      })
      const payload = result.data?.acceptStaffInvitation
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.token) {
        admin.login(payload.token)
        onEnrolled(payload.recoveryCodes ?? [])
      }
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <input type="hidden" name="username" autoComplete="username" value={email} />
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
        <TextField
          {...form.field('code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          label={t`Code from your authenticator app`}
          description={t`The six digits it shows now for Comptoir.`}
          error={form.error('code')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Accept the invitation`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
