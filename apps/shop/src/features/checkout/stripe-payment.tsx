import { Button } from '@comptoir/ui/button'
import { tokens } from '@comptoir/ui/tokens'
import { useLingui } from '@lingui/react/macro'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { useEffect, useState } from 'react'

import type { CardPaymentProps } from './card-payment'
import { StepErrors } from './step-notice'

/** Stripe's card form in the shop's colours and type (its frame cannot read the stylesheet). */
const appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: tokens.color.accent,
    colorText: tokens.color.ink,
    colorDanger: tokens.color.danger,
    colorBackground: tokens.color.surface,
    fontFamily: tokens.font.body,
    borderRadius: tokens.radius.md,
  },
} as const

/** Stripe.js once per publishable key, however often the form opens. */
const stripeOfKey = new Map<string, Promise<Stripe | null>>()

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeOfKey.get(publishableKey)
  if (!stripe) {
    // A failed load (offline, blocked) is tried again the next time the form opens.
    stripe = loadStripe(publishableKey).catch(() => {
      stripeOfKey.delete(publishableKey)
      return null
    })
    stripeOfKey.set(publishableKey, stripe)
  }
  return stripe
}

/**
 * Stripe's Payment Element for a placed order's PaymentIntent, and the button that confirms it.
 * Loaded on its own (see {@link CardPayment}): no other page carries Stripe's code. On success,
 * and after 3-D Secure or any redirect, Stripe opens `returnUrl`, the order's page, which reads
 * how the payment went from its address; a refusal shows here and another card can be tried.
 */
export default function StripePayment({
  clientSecret,
  publishableKey,
  returnUrl,
  payLabel,
}: CardPaymentProps) {
  const { t, i18n } = useLingui()
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [unavailable, setUnavailable] = useState(false)
  useEffect(() => {
    let open = true
    void stripe.then((loaded) => {
      if (open && !loaded) setUnavailable(true)
    })
    return () => {
      open = false
    }
  }, [stripe])
  if (unavailable) {
    return (
      <StepErrors
        messages={[
          t`The card form could not be loaded. Check your connection and reload the page.`,
        ]}
      />
    )
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: i18n.locale === 'fr' ? 'fr' : 'en',
        appearance,
      }}
    >
      <PaymentForm returnUrl={returnUrl} payLabel={payLabel} />
    </Elements>
  )
}

function PaymentForm({ returnUrl, payLabel }: Pick<CardPaymentProps, 'returnUrl' | 'payLabel'>) {
  const { t } = useLingui()
  const stripe = useStripe()
  const elements = useElements()
  const [paying, setPaying] = useState(false)
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)

  const pay = async () => {
    if (!stripe || !elements) return
    setPaying(true)
    setFailed(null)
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    })
    // Reached only when the payment did not leave for returnUrl: it was refused or could not start.
    setPaying(false)
    setFailed(
      error.type === 'card_error' || error.type === 'validation_error'
        ? (error.message ?? t`The payment was refused. Nothing was charged; try another card.`)
        : t`The payment could not be made. Nothing was charged; check your connection and try again.`,
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void pay()
      }}
    >
      <PaymentElement
        onReady={() => {
          setReady(true)
        }}
        onLoadError={() => {
          setFailed(
            t`The card form could not be loaded. Check your connection and reload the page.`,
          )
        }}
      />
      <StepErrors messages={failed ? [failed] : []} />
      <Button type="submit" size="lg" fullWidth isPending={paying} isDisabled={!ready}>
        {payLabel}
      </Button>
    </form>
  )
}
