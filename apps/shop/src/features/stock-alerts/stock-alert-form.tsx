import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { stockAlertSchema } from '@comptoir/validation/schemas/stock-alert'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { requestStockAlertDocument } from './stock-alerts.graphql'
import styles from './stock-alerts.module.css'

/**
 * On a sold-out variant: the address to e-mail, once, when it is back in stock. Shown only while
 * the variant has no stock; another variant chosen starts a new form.
 */
export function StockAlertForm({ variantId, soldOut }: { variantId: string; soldOut: boolean }) {
  if (!soldOut) return null
  return <AlertForm key={variantId} variantId={variantId} />
}

function AlertForm({ variantId }: { variantId: string }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [, request] = useMutation(requestStockAlertDocument)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useValidatedForm({
    schema: stockAlertSchema,
    locale,
    initialValues: { email: '' },
    onSubmit: async (values) => {
      const email = values.email.trim()
      const result = await request({ input: { variantId, email, locale } })
      const payload = result.data?.requestStockAlert
      // Never a silent failure: a request that did not reach the shop says so, and can be sent again.
      applyPayloadErrors(
        form.formik,
        payload?.errors ?? [
          {
            field: null,
            code: 'unreachable',
            message: t`The alert could not be recorded. Check your connection and try again.`,
          },
        ],
      )
      if (!payload) return
      if (payload.ok) setSentTo(email)
    },
  })
  return (
    <section className={styles.alert} aria-labelledby={`stock-alert-${variantId}`}>
      <h2 id={`stock-alert-${variantId}`} className={styles.title}>
        {t`Tell me when it is back`}
      </h2>
      {sentTo ? (
        <p role="status" className={styles.done}>
          {t`Done: we will e-mail ${sentTo} once, as soon as this item is back in stock.`}
        </p>
      ) : (
        <form {...form.formProps}>
          <FormLayout>
            <p className={styles.lead}>
              {t`This item is sold out. Leave your e-mail address: we write once when it is back, with a link to stop alerts.`}
            </p>
            <TextField
              {...form.field('email')}
              required
              type="email"
              autoComplete="email"
              label={form.label('email')}
              error={form.error('email')}
            />
            <FormAlert messages={form.formErrors} />
            <FormActions>
              <Button type="submit" variant="secondary" isPending={form.formik.isSubmitting}>
                {t`Alert me`}
              </Button>
            </FormActions>
          </FormLayout>
        </form>
      )}
    </section>
  )
}
