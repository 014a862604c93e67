import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FieldAlert } from '@comptoir/ui/field-alert'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { contactSchema } from '@comptoir/validation/schemas/contact'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { sendContactMessageDocument } from './contact.graphql'
import styles from './contact.module.css'

/** Who writes, as the form starts from it (a signed-in shopper's name and address, an order). */
export interface ContactDefaults {
  name?: string
  email?: string
  orderNumber?: string
}

/**
 * The contact form: name, e-mail address, the order it is about (optional), a subject and the
 * message. Each field is checked with the API's own rules, in the shopper's language; once sent,
 * the form gives way to a confirmation naming the address the acknowledgement went to.
 */
export function ContactForm({ defaults = {} }: { defaults?: ContactDefaults }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, send] = useMutation(sendContactMessageDocument)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useValidatedForm({
    schema: contactSchema,
    locale,
    initialValues: {
      name: defaults.name ?? '',
      email: defaults.email ?? '',
      orderNumber: defaults.orderNumber ?? '',
      subject: '',
      message: '',
    },
    onSubmit: async (values) => {
      const result = await send({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          orderNumber: values.orderNumber.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
          locale,
        },
      })
      const payload = result.data?.sendContactMessage
      // Never a silent failure: a message that did not reach the shop says so and stays typed.
      applyPayloadErrors(
        form.formik,
        payload?.errors ?? [
          {
            field: null,
            code: 'unreachable',
            message: t`The message could not be sent. Check your connection and try again.`,
          },
        ],
      )
      if (!payload) return
      if (payload.ok) setSentTo(values.email.trim())
    },
  })
  if (sentTo) {
    return (
      <p role="status" className={styles.sent}>
        {t`Thank you, your message is on its way. We have e-mailed an acknowledgement to ${sentTo} and answer there, usually within two working days.`}
      </p>
    )
  }
  const message = form.field('message')
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('name')}
          required
          autoComplete="name"
          label={form.label('name')}
          error={form.error('name')}
        />
        <TextField
          {...form.field('email')}
          required
          type="email"
          autoComplete="email"
          label={form.label('email')}
          description={t`We answer at this address.`}
          error={form.error('email')}
        />
        <TextField
          {...form.field('orderNumber')}
          autoComplete="off"
          placeholder="CPT-2026-000123"
          label={t`Order number (optional)`}
          error={form.error('orderNumber')}
        />
        <TextField
          {...form.field('subject')}
          required
          label={form.label('subject')}
          error={form.error('subject')}
        />
        <div className={styles.field}>
          <label htmlFor={message.id} className={styles.label}>
            {form.label('message')} <span className={styles.required}>{t`required`}</span>
          </label>
          <textarea
            {...message}
            value={message.value}
            rows={6}
            aria-required
            className={styles.textarea}
          />
          <FieldAlert {...form.alertProps('message')} message={form.error('message')} />
        </div>
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Send the message`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
