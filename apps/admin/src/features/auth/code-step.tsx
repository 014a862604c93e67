import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { useAuth } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { staffSecondFactorSchema } from '@comptoir/validation/schemas/staff'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { staffSecondFactorDocument } from './auth.graphql'

/**
 * The second step: six digits of the authenticator app, or a recovery code. When the sign-in
 * expired (five minutes, or too many wrong codes) the staff member starts again.
 */
export function CodeStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string
  onSignedIn: () => void
  onRestart: () => void
}) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const admin = useAuth('admin')
  const [, verify] = useMutation(staffSecondFactorDocument)
  const form = useValidatedForm({
    schema: staffSecondFactorSchema,
    locale,
    initialValues: { code: '' },
    onSubmit: async (values) => {
      const result = await verify({ input: { challenge, code: values.code.trim() } })
      const payload = result.data?.staffVerifySecondFactor
      if (!payload) return
      if (payload.errors.some((error) => error.code === 'sign_in_expired')) {
        onRestart()
        return
      }
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.token) {
        admin.login(payload.token)
        onSignedIn()
      }
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('code')}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          label={t`Code from your authenticator app`}
          description={t`Six digits, or one of your recovery codes (abcde-fghij).`}
          error={form.error('code')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Sign in`}
          </Button>
          <Button variant="ghost" onPress={onRestart}>
            {t`Use another account`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
