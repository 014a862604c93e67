import { maskFragments, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { OrderView } from './order-view'
import { readPaymentReturn } from './payment-return'
import { postalAddressFragment } from '../checkout/postal-address.graphql'
import { orderViewFragment } from './order-view.graphql'

const money = (amount: number) => ({ amount, currency: 'EUR' as const })

const awaiting: ResultOf<typeof orderViewFragment> = {
  number: 'CPT-2026-000046',
  status: 'PENDING_PAYMENT',
  createdAt: '2026-11-25T09:05:00.000Z',
  email: 'jeanne@example.com',
  code: null,
  paymentMethod: 'STRIPE',
  cardBrand: null,
  cardLast4: null,
  shippingMethodName: 'Standard delivery',
  vatRatePercent: 20,
  shippingAddress: maskFragments([postalAddressFragment], {
    firstName: 'Jeanne',
    lastName: 'Martin',
    line1: '12 rue des Lilas',
    line2: null,
    postalCode: '75011',
    city: 'Paris',
    countryName: 'France',
  }),
  bankTransfer: null,
  lines: [],
  statusHistory: [{ at: '2026-11-25T09:05:00.000Z', status: 'PENDING_PAYMENT' }],
  subtotal: money(1800),
  discount: money(0),
  shipping: money(490),
  vat: money(382),
  total: money(2290),
}

function renderOrder(
  search: string,
  order: ResultOf<typeof orderViewFragment>,
  payAction: string | null = null,
) {
  const i18n = setupI18n()
  i18n.load('en', {})
  i18n.activate('en')
  return render(
    <I18nProvider i18n={i18n}>
      <OrderView
        order={maskFragments([orderViewFragment], order)}
        justPlaced={false}
        changedAt={null}
        paymentReturn={readPaymentReturn(search)}
        payAction={payAction}
      />
    </I18nProvider>,
  )
}

describe('the order page after a card payment left for Stripe', () => {
  it('reads redirect_status only when Stripe sent the shopper back', () => {
    expect(readPaymentReturn('?number=CPT-1&token=t')).toBeNull()
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=succeeded')).toBe('succeeded')
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=processing')).toBe('processing')
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=failed')).toBe('failed')
    expect(readPaymentReturn('?payment_intent=pi_1&redirect_status=requires_payment_method')).toBe(
      'failed',
    )
  })

  it('says a refused payment charged nothing and offers the card form again', () => {
    renderOrder(
      '?number=CPT-2026-000046&payment_intent=pi_1&redirect_status=failed',
      awaiting,
      'card form',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The payment did not go through and nothing was charged. Your order is kept: pay it below with another card.',
    )
    expect(screen.getByRole('heading', { name: 'Pay for the order', level: 2 })).toBeVisible()
    expect(screen.getByText('card form')).toBeVisible()
    expect(screen.getByText('Card, through Stripe: waiting for the payment.')).toBeVisible()
  })

  it('says the payment is accepted until Stripe confirms it, then received', () => {
    const { unmount } = renderOrder('?payment_intent=pi_1&redirect_status=succeeded', {
      ...awaiting,
    })
    expect(screen.getByText(/Payment accepted\./)).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Pay for the order' })).toBeNull()
    unmount()
    renderOrder('?payment_intent=pi_1&redirect_status=succeeded', {
      ...awaiting,
      status: 'PAID',
    })
    expect(screen.getByText('Payment received. Thank you!')).toBeVisible()
    expect(screen.getByText('Card, paid through Stripe.')).toBeVisible()
  })

  it('says a payment still processing will show once confirmed', () => {
    renderOrder('?payment_intent=pi_1&redirect_status=processing', awaiting)
    expect(screen.getByText(/Your payment is being processed\./)).toBeVisible()
  })
})
