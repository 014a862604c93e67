import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { isLocale, type Locale } from '@comptoir/i18n/locales'
import { Button } from '@comptoir/ui/button'
import { PasswordField } from '@comptoir/ui/password-field'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useValidatedForm } from '@comptoir/validation/formik'
import { changesIban } from '@comptoir/validation/iban'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import {
  ambassadorProfileSchema,
  legalStatuses,
  legalStatusNames,
  type LegalStatus,
} from '@comptoir/validation/schemas/ambassador-profile'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { useMutation } from 'urql'

import { updateProfileDocument } from './settings.graphql'

/** The profile as the form starts from it. */
export interface ProfileValues {
  displayName: string
  /** The language of the programme's e-mails (not the portal's). */
  locale: Locale
  legalStatus: LegalStatus | null
  payoutAccount: string | null
  /** While a new IBAN is held: when payouts to it may start (ISO 8601). */
  payoutAccountHeldUntil: string | null
}

/**
 * The public name, the language of the programme's e-mails, the legal status and the IBAN for
 * payouts (checksum checked), each starting from the value in force; the IBAN on file shows
 * masked, and left so it stays as it is. Changing it asks for the password (the API e-mails the
 * ambassador and holds payouts to the new IBAN for a while). The language of the portal itself
 * is the header's switcher: saving never changes it.
 */
export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useFormLocale()
  const toast = useToast()
  const [, update] = useMutation(updateProfileDocument)
  const [emailLocale, setEmailLocale] = useState<Locale>(profile.locale)
  const [onFile, setOnFile] = useState({
    iban: profile.payoutAccount,
    heldUntil: profile.payoutAccountHeldUntil,
  })
  const schema = useCallback(
    (language: Locale) => ambassadorProfileSchema(language, { maskedIbanOnFile: onFile.iban }),
    [onFile.iban],
  )
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(iso),
    )
  const form = useValidatedForm({
    schema,
    locale,
    initialValues: {
      displayName: profile.displayName,
      iban: profile.payoutAccount ?? '',
      legalStatus: profile.legalStatus ?? 'individual',
      currentPassword: '',
    },
    onSubmit: async (values) => {
      const changing = changesIban(values.iban, onFile.iban)
      const result = await update({
        input: {
          displayName: values.displayName.trim(),
          iban: values.iban.trim(),
          legalStatus: values.legalStatus,
          locale: emailLocale,
          ...(changing ? { currentPassword: values.currentPassword } : {}),
        },
      })
      const payload = result.data?.updateProfile
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      const saved = payload.ambassador
      if (payload.errors.length > 0 || !saved) return
      setOnFile({ iban: saved.payoutAccount, heldUntil: saved.payoutAccountHeldUntil })
      form.formik.resetForm({
        values: { ...values, iban: saved.payoutAccount ?? '', currentPassword: '' },
      })
      toast.success(
        changing && saved.payoutAccountHeldUntil
          ? t`Profile saved. Payouts to your new IBAN start on ${moment(saved.payoutAccountHeldUntil)}; we have e-mailed you about the change.`
          : t`Profile saved`,
      )
    },
  })
  const changing = changesIban(form.formik.values.iban, onFile.iban)
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('displayName')}
          required
          label={form.label('displayName')}
          description={t`Shown to shoppers: “You are shopping with …”.`}
          error={form.error('displayName')}
        />
        <Select
          label={t`Language of e-mails`}
          description={t`The programme’s e-mails to you are written in it. This space’s language is chosen at the top of the page.`}
          value={emailLocale}
          onChange={(event) => {
            if (isLocale(event.target.value)) setEmailLocale(event.target.value)
          }}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
        />
        <Select
          {...form.field('legalStatus')}
          label={form.label('legalStatus')}
          error={form.error('legalStatus')}
          options={legalStatuses.map((value) => ({
            value,
            label: legalStatusNames[value][locale],
          }))}
        />
        <TextField
          {...form.field('iban')}
          autoComplete="off"
          spellCheck={false}
          label={form.label('iban')}
          description={
            onFile.heldUntil && !changing
              ? t`The account your payouts go to. It was just changed: payouts to it start on ${moment(onFile.heldUntil)}.`
              : t`The account your payouts go to, e.g. FR76 3000 6000 0112 3456 7890 189.`
          }
          error={form.error('iban')}
        />
        {changing && (
          <PasswordField
            {...form.field('currentPassword')}
            required
            label={form.label('currentPassword')}
            description={t`Changing where your payouts go needs your password. We e-mail you about the change, and hold payouts to a new IBAN for a while.`}
            error={form.error('currentPassword')}
          />
        )}
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Save`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
