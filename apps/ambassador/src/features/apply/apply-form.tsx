import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { useAuth } from '@comptoir/gql-client/react'
import { Button } from '@comptoir/ui/button'
import { Checkbox } from '@comptoir/ui/checkbox'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { PasswordField } from '@comptoir/ui/password-field'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { FieldAlert } from '@comptoir/ui/field-alert'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { ambassadorApplicationSchema } from '@comptoir/validation/schemas/ambassador-application'
import type { Locale } from '@comptoir/i18n/locales'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { applyDocument, type Application } from './apply.graphql'
import styles from './apply.module.css'

/** Web addresses typed one per line, as the API takes them. */
export function linksFromText(text: string): string[] {
  return text
    .split(/\s*\n\s*/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** The form of a visitor: e-mail and password open the account. */
const visitorSchema = (language: Locale) => ambassadorApplicationSchema(language)

/** The form of a shopper signed in on the shop: the account's address is used. */
const shopperSchema = (language: Locale) =>
  ambassadorApplicationSchema(language, { signedIn: true }).omit(['email'])

/**
 * The application form: who the applicant is, why they want to join, where they publish, the
 * language of the programme's e-mails and the terms. A visitor signed in on the shop applies
 * with that account (no e-mail or password asked).
 */
export function ApplyForm({ onApplied }: { onApplied: (application: Application) => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const signedIn = useAuth('public').isSignedIn
  const [, apply] = useMutation(applyDocument)
  const [emailLocale, setEmailLocale] = useState<Locale>(locale)
  const [linksText, setLinksText] = useState('')
  const form = useValidatedForm({
    schema: signedIn ? shopperSchema : visitorSchema,
    locale,
    initialValues: {
      name: '',
      email: '',
      password: '',
      motivation: '',
      socialLinks: [] as string[],
      termsAccepted: false,
    },
    onSubmit: async (values) => {
      const result = await apply({
        input: {
          name: values.name.trim(),
          ...(!signedIn && { email: values.email.trim(), password: values.password }),
          motivation: values.motivation.trim(),
          socialLinks: values.socialLinks,
          locale: emailLocale,
          termsAccepted: values.termsAccepted,
        },
      })
      const payload = result.data?.applyAsAmbassador
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.application) onApplied(payload.application)
    },
  })
  const motivation = form.field('motivation')
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('name')}
          autoComplete="name"
          required
          label={t`Your name, as shoppers will see it`}
          error={form.error('name')}
        />
        {!signedIn && (
          <>
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
              description={t`At least 12 characters; it will open your ambassador space.`}
              error={form.error('password')}
            />
          </>
        )}
        <div className={styles.field}>
          <label htmlFor={motivation.id} className={styles.label}>
            {t`Why do you want to share Comptoir?`}
          </label>
          <p id={`${motivation.id}-hint`} className={styles.hint}>
            {t`20 to 1,000 characters: who you are, who you would talk to, how.`}
          </p>
          <textarea
            {...motivation}
            value={motivation.value}
            rows={5}
            required
            className={styles.textarea}
          />
          <FieldAlert id={form.alertProps('motivation').id} message={form.error('motivation')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="apply-links" className={styles.label}>
            {t`Where you publish (optional)`}
          </label>
          <p id="apply-links-hint" className={styles.hint}>
            {t`Web addresses of your blog or social accounts, one per line.`}
          </p>
          <textarea
            id="apply-links"
            name="socialLinks"
            aria-describedby="apply-links-hint"
            aria-invalid={form.error('socialLinks') ? true : undefined}
            rows={3}
            value={linksText}
            className={styles.textarea}
            onChange={(event) => {
              setLinksText(event.target.value)
            }}
            onBlur={() => {
              form.setFieldValue('socialLinks', linksFromText(linksText))
            }}
          />
          <FieldAlert id={form.alertProps('socialLinks').id} message={form.error('socialLinks')} />
        </div>
        <Select
          label={t`Language of our e-mails`}
          value={emailLocale}
          onChange={(event) => {
            setEmailLocale(event.target.value === 'fr' ? 'fr' : 'en')
          }}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
        />
        <Checkbox
          {...form.checkbox('termsAccepted')}
          required
          label={t`I accept the programme’s terms: commission on orders placed with my code or link, approved after a 14-day hold, paid out from €50; no paid ads on the Comptoir name; my own orders earn nothing.`}
          error={form.error('termsAccepted')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Send my application`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
