import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CheckoutFlow } from './checkout-flow'
import type { CheckoutStep } from './checkout-steps'
import { readyCart } from '../../testing/ready-cart'

// Stripe's modules, mocked at their boundary: each factory runs only if the module is imported.
const stripe = vi.hoisted(() => ({
  stripeJsImported: vi.fn(),
  loadStripe: vi.fn(() => Promise.resolve({})),
  confirmPayment: vi.fn(),
}))

vi.mock('@stripe/stripe-js', () => {
  stripe.stripeJsImported()
  return { loadStripe: stripe.loadStripe }
})

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    queueMicrotask(() => onReady?.())
    return <div data-testid="payment-element" />
  },
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}))

const cart = readyCart()

const method = (code: string, name: string) => ({
  __typename: 'PaymentMethod',
  code,
  name,
  description: '',
})

function shopAnswering(stripeConfigured: boolean, publishableKey: string) {
  return (request: SentOperation) => {
    switch (request.operationName) {
      case 'Checkout':
        return {
          cart: request.variables.cartId === null ? null : cart,
          countries: [],
          paymentMethods: stripeConfigured
            ? [method('STRIPE', 'Card'), method('BANK_TRANSFER', 'Bank transfer')]
            : [method('BANK_TRANSFER', 'Bank transfer')],
          me: null,
        }
      case 'LiveOperations':
        return { liveOperations: [] }
      case 'SetCheckoutAmbassador':
        return {
          setCheckoutAmbassador: { __typename: 'CheckoutAmbassadorPayload', ok: true, errors: [] },
        }
      case 'PlaceOrder':
        return {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            accessToken: 'secret',
            order: { __typename: 'Order', number: 'CPT-2026-000046' },
            payment:
              (request.variables.input as { paymentMethod: string }).paymentMethod === 'STRIPE'
                ? {
                    __typename: 'PaymentConfirmation',
                    clientSecret: 'pi_1_secret_2',
                    publishableKey,
                  }
                : null,
            errors: [],
          },
        }
      default:
        return {}
    }
  }
}

function renderPaymentStep(stripeConfigured: boolean, publishableKey = 'pk_test_shop') {
  const { client, sent } = clientAnswering(shopAnswering(stripeConfigured, publishableKey))
  const onPlaced = vi.fn()
  const onAwaitingPayment = vi.fn()
  function Checkout() {
    const [step, setStep] = useState<CheckoutStep | undefined>('payment')
    return (
      <CheckoutFlow
        step={step}
        onStepChange={setStep}
        cartId="cart-secret"
        ready
        referral={null}
        summary={null}
        onCartChanged={vi.fn()}
        onPlaced={onPlaced}
        onAwaitingPayment={onAwaitingPayment}
      />
    )
  }
  render(<Checkout />, { wrapper: withClient(client) })
  return { sent, onPlaced, onAwaitingPayment }
}

async function toPayment() {
  await userEvent.click(await screen.findByRole('button', { name: 'Review the order' }))
  await userEvent.click(
    await screen.findByRole('button', { name: 'Place the order and pay by card' }),
  )
}

describe('the payment step with Stripe', () => {
  beforeEach(() => {
    vi.clearAllMocks()
  })

  it('never loads Stripe when the API does not offer it', async () => {
    const { onPlaced } = renderPaymentStep(false)
    await userEvent.click(await screen.findByRole('button', { name: 'Review the order' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }))
    await waitFor(() => {
      expect(onPlaced).toHaveBeenCalledWith('CPT-2026-000046', 'secret')
    })
    expect(screen.queryByTestId('payment-element')).toBeNull()
    expect(stripe.stripeJsImported).not.toHaveBeenCalled()
    expect(stripe.loadStripe).not.toHaveBeenCalled()
  })

  it('places the order, then loads the Payment Element with the key the API gave, and pays back to the order page', async () => {
    const { sent, onPlaced, onAwaitingPayment } = renderPaymentStep(true)
    expect(await screen.findByRole('radio', { name: /Card/ })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Review the order' }))
    expect(stripe.stripeJsImported).not.toHaveBeenCalled()
    await userEvent.click(
      await screen.findByRole('button', { name: 'Place the order and pay by card' }),
    )
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument()
    expect(sent.find((op) => op.operationName === 'PlaceOrder')?.variables.input).toMatchObject({
      paymentMethod: 'STRIPE',
      card: null,
    })
    expect(onAwaitingPayment).toHaveBeenCalledWith('CPT-2026-000046')
    expect(onPlaced).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible()
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_shop')

    stripe.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    })
    const pay = screen.getByRole('button', { name: 'Pay €22.90' })
    await waitFor(() => {
      expect(pay).toBeEnabled()
    })
    await userEvent.click(pay)
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: {
        return_url: `${window.location.origin}/order?number=CPT-2026-000046&token=secret`,
      },
    })
    // A refused card stays on the form, to try another one on the same payment.
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    expect(screen.getByTestId('payment-element')).toBeInTheDocument()
  })

  it('says so when Stripe.js cannot be loaded (offline, blocked)', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
    // Another key than the other tests': Stripe.js is loaded once per key.
    renderPaymentStep(true, 'pk_test_unreachable')
    await toPayment()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card form could not be loaded. Check your connection and reload the page.',
    )
  })
})
