import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { changePasswordSchema } from '@comptoir/validation/schemas/change-password'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { changePasswordDocument } from './account.graphql'
import { FormAlert } from './form-alert'
import { useFormLocale } from './use-form-locale'

/** Changing the password: the current one is asked; the other sessions end. */
export function ChangePasswordForm() {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, change] = useMutation(changePasswordDocument)
  const [messages, setMessages] = useState<{ tone: 'danger' | 'success'; texts: string[] }>({
    tone: 'success',
    texts: [],
  })
  const form = useValidatedForm({
    schema: changePasswordSchema,
    locale,
    initialValues: { currentPassword: '', newPassword: '' },
    onSubmit: async (values, helpers) => {
      const result = await change({ input: values })
      const payload = result.data?.changePassword
      if (!payload) return
      const rest = applyPayloadErrors(form.formik, payload.errors)
      if (payload.errors.length > 0) {
        setMessages({ tone: 'danger', texts: rest })
        return
      }
      helpers.resetForm()
      setMessages({
        tone: 'success',
        texts: [t`Your password has been changed. Your other sessions are signed out.`],
      })
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <PasswordField
          {...form.field('currentPassword')}
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
        <FormAlert tone={messages.tone} messages={messages.texts} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Change the password`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
