import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { Checkbox } from '@comptoir/ui/checkbox'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { settingsSchema } from '@comptoir/validation/schemas/settings'
import type { Locale } from '@comptoir/i18n/locales'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { updateSettingsDocument } from './account.graphql'

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  readonly profile: {
    readonly name: string
    readonly email: string
    readonly locale: Locale
    readonly marketingConsent: boolean
  }
}

/**
 * Name, the language of the account's e-mails (saved with the account; it does not switch the
 * site, whose language has its own switch) and consent to news by e-mail.
 */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, update] = useMutation(updateSettingsDocument)
  const [messages, setMessages] = useState<{ tone: 'danger' | 'success'; texts: string[] }>({
    tone: 'success',
    texts: [],
  })
  const form = useValidatedForm({
    schema: settingsSchema,
    locale,
    initialValues: {
      name: profile.name,
      locale: profile.locale,
      marketingConsent: profile.marketingConsent,
    },
    onSubmit: async (values) => {
      const result = await update({ input: { ...values, name: values.name.trim() } })
      const payload = result.data?.updateSettings
      if (!payload) return
      const rest = applyPayloadErrors(form.formik, payload.errors)
      if (payload.errors.length > 0) {
        setMessages({ tone: 'danger', texts: rest })
        return
      }
      setMessages({ tone: 'success', texts: [t`Your settings are saved.`] })
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField label={t`E-mail address`} value={profile.email} readOnly name="accountEmail" />
        <TextField
          {...form.field('name')}
          autoComplete="name"
          required
          label={form.label('name')}
          error={form.error('name')}
        />
        <Select
          {...form.field('locale')}
          label={t`Language of our e-mails`}
          description={t`Order confirmations and account e-mails are written in this language. The site’s own language has its own switch, EN / FR.`}
          error={form.error('locale')}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
        />
        <Checkbox
          {...form.checkbox('marketingConsent')}
          label={form.label('marketingConsent')}
          error={form.error('marketingConsent')}
        />
        <FormAlert tone={messages.tone} messages={messages.texts} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Save`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
