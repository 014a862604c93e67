import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CheckoutFlow } from './checkout-flow'
import type { CheckoutStep } from './checkout-steps'
import { readyCart } from '../../testing/ready-cart'

const paymentMethods = [
  { __typename: 'PaymentMethod', code: 'TEST_CARD', name: 'Card (test)', description: '' },
  { __typename: 'PaymentMethod', code: 'BANK_TRANSFER', name: 'Bank transfer', description: '' },
]

/** The API as the journey meets it: the cart is gone once the order is placed. */
function shopAnswering(code: string | null) {
  return (request: SentOperation) => {
    switch (request.operationName) {
      case 'Checkout':
        return {
          cart: request.variables.cartId === null ? null : readyCart(code),
          countries: [],
          paymentMethods,
          me: null,
        }
      case 'LiveOperations':
        return { liveOperations: [] }
      case 'SetCheckoutAmbassador':
        return {
          setCheckoutAmbassador: { __typename: 'CheckoutAmbassadorPayload', ok: true, errors: [] },
        }
      case 'AmbassadorCard':
        return {
          ambassadorCard: {
            __typename: 'AmbassadorCard',
            code: 'MARIE',
            displayName: 'Marie',
            liveOperation: {
              __typename: 'AmbassadorOperationCard',
              id: 'op-1',
              code: 'MARIE-ETE',
              name: 'Summer',
              customerDiscountPercent: 10,
            },
          },
        }
      case 'PlaceOrder':
        return {
          placeOrder: {
            __typename: 'PlaceOrderPayload',
            accessToken: 'secret',
            order: { __typename: 'Order', number: 'CPT-2026-000045' },
            errors: [],
          },
        }
      default:
        return {}
    }
  }
}

/** The checkout page around the flow: the step in the address, the cart id dropped once placed. */
function Checkout({ onPlaced }: { onPlaced: () => void }) {
  const [step, setStep] = useState<CheckoutStep | undefined>('payment')
  const [cartId, setCartId] = useState<string | null>('cart-secret')
  return (
    <CheckoutFlow
      step={step}
      onStepChange={setStep}
      cartId={cartId}
      ready
      referral={null}
      summary={null}
      onCartChanged={vi.fn()}
      onAwaitingPayment={vi.fn()}
      onPlaced={() => {
        onPlaced()
        setCartId(null)
      }}
    />
  )
}

function renderCheckout(code: string | null = null) {
  const { client, sent } = clientAnswering(shopAnswering(code))
  const onPlaced = vi.fn()
  render(<Checkout onPlaced={onPlaced} />, { wrapper: withClient(client) })
  return { sent, onPlaced }
}

async function payByCard(expiry: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/Card number/), '4242 4242 4242 4242')
  const field = screen.getByLabelText(/Expiry date/)
  await user.clear(field)
  await user.type(field, expiry)
  await user.type(screen.getByLabelText(/Security code/), '123')
  await user.click(screen.getByRole('button', { name: 'Review the order' }))
  return field
}

describe('the checkout journey', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('formats the expiry as typed and refuses a bad one at the payment step, in the shopper’s words', async () => {
    renderCheckout()
    const expiry = await payByCard('1329')
    expect(expiry).toHaveValue('13/29')
    expect(
      await screen.findByText('The month of the expiry date must be between 01 and 12'),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible()
    await userEvent.clear(expiry)
    await userEvent.type(expiry, '1025')
    await userEvent.click(screen.getByRole('button', { name: 'Review the order' }))
    expect(await screen.findByText('This card has expired')).toBeVisible()
    await userEvent.clear(expiry)
    await userEvent.type(expiry, '1229')
    expect(expiry).toHaveValue('12/29')
    await userEvent.click(screen.getByRole('button', { name: 'Review the order' }))
    expect(
      await screen.findByRole('heading', { name: 'Review and place the order', level: 2 }),
    ).toBeVisible()
  })

  it('shows the total to pay before the button that places the order', async () => {
    renderCheckout()
    await payByCard('1229')
    const place = await screen.findByRole('button', { name: 'Place the order' })
    const toPay = screen.getByText('Total to pay').parentElement
    expect(toPay).toHaveTextContent('€22.90')
    // In the document's order (the order a phone stacks it in), the total comes first.
    expect((toPay?.compareDocumentPosition(place) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })

  it('goes from "Place the order" to the confirmation without saying the cart is empty', async () => {
    const { sent, onPlaced } = renderCheckout()
    await payByCard('1229')
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }))
    await waitFor(() => {
      expect(onPlaced).toHaveBeenCalledTimes(1)
    })
    // The page drops the cart id; the checkout asks again and learns the cart is gone.
    await waitFor(() => {
      expect(
        sent.some((op) => op.operationName === 'Checkout' && op.variables.cartId === null),
      ).toBe(true)
    })
    await act(() => Promise.resolve())
    expect(screen.queryByText('Nothing to check out')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Order CPT-2026-000045 is placed. Opening its confirmation…',
    )
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      '/order?number=CPT-2026-000045&token=secret',
    )
  })

  it('tells a shopper paying by transfer that nothing is charged now, not that a card is', async () => {
    renderCheckout()
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Review the order' }))
    await screen.findByRole('button', { name: 'Place the order' })
    expect(screen.queryByText(/Your card is charged/)).toBeNull()
    expect(
      screen.getByText(
        'Nothing is charged now: your items are set aside when you place the order, and the next page and your confirmation e-mail give the bank details and the reference for your transfer.',
      ),
    ).toBeVisible()
  })

  it('carries the code of the cart to the review and says what it does', async () => {
    renderCheckout('MARIE')
    await payByCard('1229')
    const choice = await screen.findByRole('region', { name: 'Ordering with an ambassador' })
    expect(within(choice).getByText('With the code MARIE.')).toBeVisible()
    expect(
      await within(choice).findByText(
        'The order is credited to Marie. An ambassador’s own code gives no discount: only the code of an operation does. Marie’s operation code MARIE-ETE gives 10% off.',
      ),
    ).toBeVisible()
    expect(within(choice).queryByRole('radio')).toBeNull()
  })
})
