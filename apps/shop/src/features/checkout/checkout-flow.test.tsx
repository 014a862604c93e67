import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { CheckoutFlow } from './checkout-flow'

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

const cart = {
  __typename: 'Cart',
  id: 'cart-secret',
  email: 'jeanne@example.com',
  itemCount: 1,
  code: null,
  shippingAddress: null,
  shippingMethod: null,
  shippingOptions: [],
  problems: [],
  vatRatePercent: 20,
  subtotal: money(1800),
  discount: money(0),
  shipping: money(0),
  vat: money(300),
  total: money(1800),
}

function renderFlow(step: 'review' | 'address' | undefined, data: unknown) {
  const wrapper = withClient(clientAnswering(() => data).client)
  const onStepChange = vi.fn()
  render(
    <CheckoutFlow
      step={step}
      onStepChange={onStepChange}
      cartId="cart-secret"
      ready
      referral={null}
      summary={null}
      onPlaced={vi.fn()}
      onAwaitingPayment={vi.fn()}
      onCartChanged={vi.fn()}
    />,
    { wrapper },
  )
  return { onStepChange }
}

const countries = [{ __typename: 'Country', code: 'FR', name: 'France' }]

describe('CheckoutFlow', () => {
  it('opens the first incomplete step instead of a later one asked in the URL', async () => {
    const { onStepChange } = renderFlow('review', {
      cart,
      countries,
      paymentMethods: [],
      me: null,
    })
    expect(await screen.findByRole('heading', { name: 'Delivery address', level: 2 })).toBeVisible()
    await waitFor(() => {
      expect(onStepChange).toHaveBeenCalledWith('address', true)
    })
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      '2. Delivery address',
    )
  })

  it('says there is nothing to check out for an empty cart', async () => {
    renderFlow(undefined, { cart: null, countries, paymentMethods: [], me: null })
    expect(await screen.findByRole('heading', { name: 'Nothing to check out' })).toBeVisible()
  })
})
