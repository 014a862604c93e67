import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout, FormRow } from '@comptoir/ui/form-layout'
import { RadioGroup } from '@comptoir/ui/radio'
import { TextField } from '@comptoir/ui/text-field'
import { formatMessage } from '@comptoir/validation/messages'
import { useLingui } from '@lingui/react/macro'
import { useState, type SubmitEvent } from 'react'

import type { PaymentChoice } from './order-placer'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'

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

/** How the shopper pays: a card (test provider) or a bank transfer. */
export function PaymentStep({ methods, choice, onDone }: PaymentStepProps) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const [method, setMethod] = useState(choice?.paymentMethod ?? methods[0]?.code)
  const [card, setCard] = useState({
    number: choice?.card?.number ?? '',
    expiry: choice?.card?.expiry ?? '',
    cvc: choice?.card?.cvc ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({})
  const labels: Record<CardField, string> = {
    number: t`Card number`,
    expiry: t`Expiry (MM/YY)`,
    cvc: t`Security code`,
  }
  const check = (field: CardField, value: string) =>
    value.trim() === '' ? formatMessage('required', labels[field], locale) : undefined

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!method) return
    if (method !== 'TEST_CARD') {
      onDone({ paymentMethod: method, card: null })
      return
    }
    const found = {
      number: check('number', card.number),
      expiry: check('expiry', card.expiry),
      cvc: check('cvc', card.cvc),
    }
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    onDone({ paymentMethod: method, card: { ...card, number: card.number.replace(/\s+/g, '') } })
  }

  const cardField = (field: CardField) => ({
    name: field,
    label: labels[field],
    value: card[field],
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      setCard((current) => ({ ...current, [field]: event.target.value }))
    },
    onBlur: () => {
      setErrors((current) => ({ ...current, [field]: check(field, card[field]) }))
    },
  })

  return (
    <form noValidate onSubmit={submit}>
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
              <TextField {...cardField('expiry')} autoComplete="cc-exp" placeholder="MM/YY" />
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
