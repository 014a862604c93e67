import { readFragment, type FieldError, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout, FormRow } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { addressSchema } from '@comptoir/validation/schemas/address'
import { useLingui } from '@lingui/react/macro'

import { addressStepFragment } from './address-step.graphql'
import { SavedAddressChoice } from './saved-address-choice'
import { addressValues, distinctAddresses, savedAddressIndex } from './saved-addresses'
import { StepErrors } from './step-notice'
import type { CheckoutChange } from './use-checkout'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'

/** Props of {@link AddressStep}. */
export interface AddressStepProps {
  readonly address: FragmentOf<typeof addressStepFragment> | null
  /** The signed-in customer's addresses of earlier orders, latest first. */
  readonly savedAddresses: readonly FragmentOf<typeof addressStepFragment>[]
  readonly countries: readonly { readonly code: string; readonly name: string }[]
  readonly save: (change: CheckoutChange) => Promise<readonly FieldError[]>
  readonly onDone: () => void
}

/**
 * The delivery address, in the format of the chosen country. A signed-in customer picks one of
 * their saved addresses or of their earlier orders (it fills the form, the default or the
 * latest one at first) or enters a new one.
 */
export function AddressStep({ countries, save, onDone, ...props }: AddressStepProps) {
  const { t } = useLingui()
  const address = readFragment(addressStepFragment, props.address)
  const savedAddresses = distinctAddresses(readFragment(addressStepFragment, props.savedAddresses))
  const locale = useFormLocale()
  const form = useValidatedForm({
    schema: addressSchema,
    locale,
    initialValues: addressValues(address ?? savedAddresses[0]),
    onSubmit: async (values) => {
      const errors = await save({
        shippingAddress: {
          ...values,
          line2: values.line2.trim() === '' ? null : values.line2,
          phone: values.phone.trim() === '' ? null : values.phone,
        },
      })
      applyPayloadErrors(form.formik, errors, { prefix: 'shippingAddress' })
      if (errors.length === 0) onDone()
    },
  })
  const text = (
    name: 'firstName' | 'lastName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'phone',
  ) => ({
    ...form.field(name),
    label: form.label(name),
    error: form.error(name),
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        {savedAddresses.length > 0 ? (
          <SavedAddressChoice
            saved={savedAddresses}
            chosen={savedAddressIndex(savedAddresses, form.formik.values)}
            onChoose={(index) => {
              const chosen = savedAddresses[index]
              if (chosen) form.setValues(addressValues(chosen))
              else form.formik.resetForm({ values: addressValues(null) })
            }}
          />
        ) : null}
        <FormRow>
          <TextField {...text('firstName')} autoComplete="given-name" required />
          <TextField {...text('lastName')} autoComplete="family-name" required />
        </FormRow>
        <TextField {...text('line1')} autoComplete="address-line1" required />
        <TextField {...text('line2')} autoComplete="address-line2" />
        <FormRow>
          <TextField {...text('postalCode')} autoComplete="postal-code" required />
          <TextField {...text('city')} autoComplete="address-level2" required />
        </FormRow>
        <Select
          {...form.field('country')}
          label={form.label('country')}
          error={form.error('country')}
          autoComplete="country"
          required
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        <TextField
          {...text('phone')}
          type="tel"
          autoComplete="tel"
          description={t`For the carrier, if needed.`}
        />
        <StepErrors messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Continue to shipping`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
