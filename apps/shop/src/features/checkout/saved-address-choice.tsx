import { RadioGroup } from '@comptoir/ui/radio'
import { useLingui } from '@lingui/react/macro'

import type { AddressData } from './saved-addresses'

const newAddress = 'new'

/** Props of {@link SavedAddressChoice}. */
export interface SavedAddressChoiceProps {
  readonly saved: readonly AddressData[]
  /** The saved address the form holds now, or -1 for another one. */
  readonly chosen: number
  /** A saved address (its index), or -1 for a new one. */
  readonly onChoose: (index: number) => void
}

/** The addresses of the customer's earlier orders, and "a new address", to fill the form. */
export function SavedAddressChoice({ saved, chosen, onChoose }: SavedAddressChoiceProps) {
  const { t } = useLingui()
  return (
    <RadioGroup
      name="savedAddress"
      label={t`Deliver to`}
      value={chosen >= 0 ? String(chosen) : newAddress}
      onChange={(event) => {
        const value = event.target.value
        onChoose(value === newAddress ? -1 : Number(value))
      }}
      options={[
        ...saved.map((address, index) => ({
          value: String(index),
          label: [address.line1, address.line2, `${address.postalCode} ${address.city}`]
            .filter(Boolean)
            .join(', '),
          description: `${address.firstName} ${address.lastName} · ${address.countryName}`,
        })),
        { value: newAddress, label: t`A new address` },
      ]}
    />
  )
}
