import type { FieldError } from '@comptoir/gql-client/public-graphql'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { Checkbox } from '@comptoir/ui/checkbox'
import { FormActions, FormLayout, FormRow } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { addressSchema } from '@comptoir/validation/schemas/address'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import {
  addressInput,
  addressValues,
  type AddressValues,
  type SavedAddressEntry,
} from './address-values'

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The entry to edit; none to add one. */
  readonly entry: SavedAddressEntry | null
  readonly countries: readonly { readonly code: string; readonly name: string }[]
  readonly onSave: (
    address: ReturnType<typeof addressInput>,
    makeDefault: boolean,
  ) => Promise<readonly FieldError[]>
  readonly onCancel: () => void
}

/** Adds or edits an address of the book, checked with the shared address rules. */
export function AddressForm({ entry, countries, onSave, onCancel }: AddressFormProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [makeDefault, setMakeDefault] = useState(entry?.isDefault ?? false)
  const form = useValidatedForm({
    schema: addressSchema,
    locale,
    initialValues: addressValues(entry?.address ?? null),
    onSubmit: async (values: AddressValues) => {
      const errors = await onSave(addressInput(values), makeDefault)
      applyPayloadErrors(form.formik, errors, { prefix: 'address' })
    },
  })
  const text = (
    name: 'firstName' | 'lastName' | 'line1' | 'line2' | 'postalCode' | 'city' | 'phone',
  ) => ({ ...form.field(name), label: form.label(name), error: form.error(name) })
  return (
    <form {...form.formProps} aria-label={entry ? t`Edit the address` : t`New address`}>
      <FormLayout>
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
        <TextField {...text('phone')} type="tel" autoComplete="tel" />
        {entry?.isDefault ? null : (
          <Checkbox
            label={t`Use as my default address`}
            checked={makeDefault}
            onChange={(event) => {
              setMakeDefault(event.target.checked)
            }}
          />
        )}
        {form.formErrors.length > 0 ? <p role="alert">{form.formErrors.join(' ')}</p> : null}
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Save the address`}
          </Button>
          <Button variant="ghost" onPress={onCancel}>
            {t`Cancel`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
