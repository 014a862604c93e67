import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { changePasswordSchema } from '@comptoir/validation/schemas/change-password'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { FormAlert } from './form-alert'
import type { PasswordMutation } from './password-mutation'
import { useFormLocale } from './use-form-locale'

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /** The app's `changePassword` mutation. */
  mutation: PasswordMutation<'changePassword', { currentPassword: string; newPassword: string }>
}

/**
 * Changing the password with the current one; the account's other sessions end. Once changed,
 * the form empties and confirms it.
 */
export function ChangePasswordForm({ mutation }: ChangePasswordFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, change] = useMutation(mutation)
  const [alert, setAlert] = useState<{ tone: 'danger' | 'success'; messages: string[] }>({
    tone: 'danger',
    messages: [],
  })
  const form = useValidatedForm({
    schema: changePasswordSchema,
    locale,
    initialValues: { currentPassword: '', newPassword: '' },
    onSubmit: async (values, helpers) => {
      const result = await change({ input: values })
      const payload = result.data?.changePassword
      if (!payload) return
      const formErrors = applyPayloadErrors(form.formik, payload.errors)
      if (payload.errors.length > 0) {
        setAlert({ tone: 'danger', messages: formErrors })
        return
      }
      helpers.resetForm()
      setAlert({
        tone: 'success',
        messages: [t`Your password has been changed. Your other sessions are signed out.`],
      })
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <PasswordField
          {...form.field('currentPassword')}
          autoComplete="current-password"
          required
          label={form.label('currentPassword')}
          error={form.error('currentPassword')}
        />
        <PasswordField
          {...form.field('newPassword')}
          autoComplete="new-password"
          required
          label={form.label('newPassword')}
          error={form.error('newPassword')}
        />
        <FormAlert tone={alert.tone} messages={alert.messages} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Change the password`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
