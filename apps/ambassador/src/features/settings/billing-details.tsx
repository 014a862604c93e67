import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FieldAlert } from '@comptoir/ui/field-alert'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { ambassadorBillingSchema } from '@comptoir/validation/schemas/ambassador-billing'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from 'urql'

import { billingDetailsDocument, updateBillingDetailsDocument } from './billing-details.graphql'
import styles from './billing-details.module.css'

/** What the form starts from: the details on file. */
export interface BillingDetailsValues {
  billingAddress: string | null
  siret: string | null
  vatNumber: string | null
}

/**
 * The postal address, SIRET and VAT number printed under the ambassador's name on payout
 * statements; each optional, each checked as typed (the SIRET by its key).
 */
export function BillingDetailsForm({ initial }: { initial: BillingDetailsValues }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const toast = useToast()
  const [, update] = useMutation(updateBillingDetailsDocument)
  const form = useValidatedForm({
    schema: ambassadorBillingSchema,
    locale,
    initialValues: {
      postalAddress: initial.billingAddress ?? '',
      siret: initial.siret ?? '',
      vatNumber: initial.vatNumber ?? '',
    },
    onSubmit: async (values) => {
      const result = await update({ input: values })
      const payload = result.data?.updateBillingDetails
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      const saved = payload.ambassador
      if (payload.errors.length > 0 || !saved) return
      form.formik.resetForm({
        values: {
          postalAddress: saved.billingAddress ?? '',
          siret: saved.siret ?? '',
          vatNumber: saved.vatNumber ?? '',
        },
      })
      toast.success(t`Billing details saved`)
    },
  })
  const address = form.field('postalAddress')
  return (
    <form {...form.formProps} className={styles.details} aria-labelledby="billing-title">
      <h3 id="billing-title" className={styles.title}>{t`Details on your payout statements`}</h3>
      <p className={styles.lead}>
        {t`Optional. When given, they are printed under your name on each payout statement.`}
      </p>
      <FormLayout>
        <div className={styles.field}>
          <label htmlFor={address.id} className={styles.label}>
            {form.label('postalAddress')}
          </label>
          <textarea
            {...address}
            value={address.value}
            rows={3}
            autoComplete="street-address"
            className={styles.textarea}
          />
          <FieldAlert {...form.alertProps('postalAddress')} message={form.error('postalAddress')} />
        </div>
        <TextField
          {...form.field('siret')}
          inputMode="numeric"
          autoComplete="off"
          label={form.label('siret')}
          description={t`14 digits, for sole traders and companies registered in France.`}
          error={form.error('siret')}
        />
        <TextField
          {...form.field('vatNumber')}
          autoComplete="off"
          spellCheck={false}
          label={form.label('vatNumber')}
          description={t`Intra-community VAT number, e.g. FR11 123456782.`}
          error={form.error('vatNumber')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" variant="secondary" isPending={form.formik.isSubmitting}>
            {t`Save the details`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}

/** The billing details, loaded on their own so the settings page only mounts them. */
export function BillingDetails() {
  const [{ data }] = useQuery({ query: billingDetailsDocument })
  const me = data?.me
  return me ? <BillingDetailsForm initial={me} /> : null
}
