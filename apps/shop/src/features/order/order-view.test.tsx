import { maskFragments, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import { OrderView } from './order-view'
import { postalAddressFragment } from '../checkout/postal-address.graphql'
import { bankTransferDetailsFragment } from './bank-transfer-details.graphql'
import { orderViewFragment } from './order-view.graphql'

const money = (amount: number) => ({ amount, currency: 'EUR' as const })

const view = (data: ResultOf<typeof orderViewFragment>) => maskFragments([orderViewFragment], data)

const order: ResultOf<typeof orderViewFragment> = {
  number: 'CPT-2026-000042',
  status: 'SHIPPED',
  createdAt: '2026-11-23T09:05:00.000Z',
  email: 'jeanne@example.com',
  code: 'MARIE-PRINTEMPS',
  paymentMethod: 'TEST_CARD',
  cardBrand: 'visa',
  cardLast4: '4242',
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
  lines: [
    {
      sku: 'BOL-CEL',
      productName: 'Bol en grès',
      variantTitle: 'Céladon',
      quantity: 2,
      total: money(3600),
    },
  ],
  statusHistory: [
    { at: '2026-11-23T09:05:00.000Z', status: 'PAID' },
    { at: '2026-11-24T16:30:00.000Z', status: 'SHIPPED' },
  ],
  subtotal: money(3600),
  discount: money(360),
  shipping: money(490),
  vat: money(622),
  total: money(3730),
}

function renderIn(locale: 'en' | 'fr', ui: ReactNode) {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>)
}

describe('OrderView', () => {
  it('shows where the order stands, its history and its amounts, with Intl in French', () => {
    renderIn('fr', <OrderView order={view(order)} justPlaced={false} changedAt={null} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CPT-2026-000042')
    expect(screen.getByRole('status')).toHaveTextContent('Shipped')
    const progress = screen.getByRole('list', { name: 'Progress of the order' })
    expect(within(progress).getByText('Shipped')).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText(/37,30\s€/)).toBeInTheDocument()
    expect(screen.getByText(/24 novembre 2026/)).toBeInTheDocument()
    expect(screen.getByText('Card Visa ending in 4242')).toBeInTheDocument()
    expect(screen.queryByText('Thank you! Your order is confirmed.')).not.toBeInTheDocument()
  })

  it('thanks the shopper right after placing it and tells when it last changed', () => {
    renderIn(
      'en',
      <OrderView order={view(order)} justPlaced changedAt="2026-11-24T16:30:00.000Z" />,
    )
    expect(screen.getByText('Thank you! Your order is confirmed.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/Updated November 24, 2026/)
    expect(screen.getByText(/€37\.30/)).toBeInTheDocument()
  })

  it('never shows a card order as having awaited payment; a bank transfer starts there', () => {
    const paid = {
      ...order,
      status: 'PAID' as const,
      statusHistory: [{ at: '2026-11-23T09:05:00.000Z', status: 'PAID' as const }],
    }
    renderIn('en', <OrderView order={view(paid)} justPlaced changedAt={null} />)
    const progress = screen.getByRole('list', { name: 'Progress of the order' })
    expect(within(progress).queryByText('Awaiting payment')).toBeNull()
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Paid', 'Being prepared', 'Shipped', 'Delivered'])
    expect(within(progress).getByText('Paid')).toHaveAttribute('aria-current', 'step')
    cleanup()
    const transfer = {
      ...paid,
      status: 'PENDING_PAYMENT' as const,
      paymentMethod: 'BANK_TRANSFER' as const,
      statusHistory: [{ at: '2026-11-23T09:05:00.000Z', status: 'PENDING_PAYMENT' as const }],
    }
    renderIn('en', <OrderView order={view(transfer)} justPlaced changedAt={null} />)
    const waiting = screen.getByRole('list', { name: 'Progress of the order' })
    expect(within(waiting).getByText('Awaiting payment')).toHaveAttribute('aria-current', 'step')
  })

  it('gives the bank details, the reference and the deadline of an order awaiting its transfer', () => {
    const awaiting = {
      ...order,
      status: 'PENDING_PAYMENT' as const,
      paymentMethod: 'BANK_TRANSFER' as const,
      bankTransfer: maskFragments([bankTransferDetailsFragment], {
        holder: 'Comptoir SAS',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        bic: 'AGRIFRPPXXX',
        reference: 'CPT-2026-000042',
        payBy: '2026-11-30T09:05:00.000Z',
        amount: money(3730),
      }),
    }
    renderIn('en', <OrderView order={view(awaiting)} justPlaced changedAt={null} />)
    expect(
      screen.getByText('Thank you! Your order is registered: it is confirmed once paid.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('Thank you! Your order is confirmed.')).toBeNull()
    const details = screen.getByRole('region', { name: 'Pay by bank transfer' })
    const value = (term: string) =>
      within(details).getByText(term).closest('div')?.querySelector('dd')?.textContent
    expect(value('Account holder')).toBe('Comptoir SAS')
    expect(value('IBAN')).toBe('FR76 3000 6000 0112 3456 7890 189')
    expect(value('BIC')).toBe('AGRIFRPPXXX')
    expect(value('Reference to write')).toBe('CPT-2026-000042')
    expect(value('Amount')).toMatch(/€37\.30/)
    expect(details).toHaveTextContent(/Pay by November 30, 2026/)
    cleanup()
    renderIn('en', <OrderView order={view(order)} justPlaced={false} changedAt={null} />)
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull()
  })

  it('leaves the progress out for a cancelled order', () => {
    renderIn(
      'en',
      <OrderView
        order={view({ ...order, status: 'CANCELLED' })}
        justPlaced={false}
        changedAt={null}
      />,
    )
    expect(screen.queryByRole('list', { name: 'Progress of the order' })).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled')
  })
})
