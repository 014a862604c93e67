import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout, FormRow } from '@comptoir/ui/form-layout'
import { RadioGroup } from '@comptoir/ui/radio'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { cardDigits, formatCardExpiry } from '@comptoir/validation/payment-card'
import { paymentCardSchema } from '@comptoir/validation/schemas/payment-card'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import type { PaymentChoice } from './order-placer'

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps {
  readonly methods: readonly {
    readonly code: PaymentChoice['paymentMethod']
    readonly name: string
    readonly description: string
  }[]
  readonly choice: PaymentChoice | null
  /** Keeps the choice in memory for the review (card details are never stored). */
  readonly onDone: (choice: PaymentChoice) => void
}

type CardField = 'number' | 'expiry' | 'cvc'

/**
 * How the shopper pays: a card (test provider) or a bank transfer. The card is checked here,
 * at its own step (number, expiry formatted MM/YY as it is typed, security code), not only
 * when the order is placed.
 */
export function PaymentStep({ methods, choice, onDone }: PaymentStepProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [method, setMethod] = useState(choice?.paymentMethod ?? methods[0]?.code)
  const form = useValidatedForm({
    schema: paymentCardSchema,
    locale,
    initialValues: {
      number: choice?.card?.number ?? '',
      expiry: choice?.card?.expiry ?? '',
      cvc: choice?.card?.cvc ?? '',
    },
    onSubmit: (card) => {
      onDone({
        paymentMethod: 'TEST_CARD',
        card: { number: cardDigits(card.number), expiry: card.expiry.trim(), cvc: card.cvc.trim() },
      })
    },
  })
  const cardField = (field: CardField) => ({
    ...form.field(field),
    label: form.label(field),
    error: form.error(field),
    required: true,
  })
  const expiry = cardField('expiry')

  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        if (method === 'TEST_CARD') {
          form.formProps.onSubmit(event)
          return
        }
        event.preventDefault()
        if (method) onDone({ paymentMethod: method, card: null })
      }}
    >
      <FormLayout>
        <RadioGroup
          name="paymentMethod"
          label={t`Payment method`}
          value={method}
          onChange={(event) => {
            const chosen = methods.find((option) => option.code === event.target.value)
            if (chosen) setMethod(chosen.code)
          }}
          options={methods.map((option) => ({
            value: option.code,
            label: option.name,
            description: option.description,
          }))}
        />
        {method === 'TEST_CARD' ? (
          <>
            <TextField {...cardField('number')} inputMode="numeric" autoComplete="cc-number" />
            <FormRow>
              <TextField
                {...expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t`MM/YY`}
                maxLength={5}
                onChange={(event) => {
                  void form.formik.setFieldValue(
                    'expiry',
                    formatCardExpiry(event.target.value),
                    false,
                  )
                }}
              />
              <TextField {...cardField('cvc')} inputMode="numeric" autoComplete="cc-csc" />
            </FormRow>
          </>
        ) : null}
        <FormActions>
          <Button type="submit" isDisabled={!method}>
            {t`Review the order`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
