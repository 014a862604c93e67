import { readFragment, type FieldError, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { useFormatMoney } from '@comptoir/ui/price'
import { RadioGroup } from '@comptoir/ui/radio'
import { useLingui } from '@lingui/react/macro'
import { useState, type SubmitEvent } from 'react'

import { shippingStepFragment } from './shipping-step.graphql'
import { StepErrors } from './step-notice'
import type { CheckoutChange } from './use-checkout'

/** Props of {@link ShippingStep}. */
export interface ShippingStepProps {
  readonly cart: FragmentOf<typeof shippingStepFragment>
  readonly save: (change: CheckoutChange) => Promise<readonly FieldError[]>
  readonly onDone: () => void
}

/** The delivery method, with its price for this cart and its delay. */
export function ShippingStep({ save, onDone, ...props }: ShippingStepProps) {
  const { t } = useLingui()
  const cart = readFragment(shippingStepFragment, props.cart)
  const money = useFormatMoney()
  const [method, setMethod] = useState(cart.shippingMethod?.code ?? cart.shippingOptions[0]?.code)
  const [errors, setErrors] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!method) return
    setSaving(true)
    const refused = await save({ shippingMethod: method })
    setSaving(false)
    setErrors(refused.map((error) => error.message).filter(Boolean))
    if (refused.length === 0) onDone()
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormLayout>
        <RadioGroup
          name="shippingMethod"
          label={t`Delivery method`}
          value={method}
          onChange={(event) => {
            const chosen = cart.shippingOptions.find((option) => option.code === event.target.value)
            if (chosen) setMethod(chosen.code)
          }}
          options={cart.shippingOptions.map((option) => {
            const price = option.price.amount === 0 ? t`Free` : money(option.price)
            const { minDays, maxDays } = option
            return {
              value: option.code,
              label: `${option.name} — ${price}`,
              description: `${option.description} ${t`Delivered in ${minDays} to ${maxDays} working days.`}`,
            }
          })}
        />
        <StepErrors messages={errors} />
        <FormActions>
          <Button type="submit" isPending={saving} isDisabled={!method}>
            {t`Continue to payment`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
