import { clientAnswering, withClient, type SentOperation } from '@comptoir/app-shell/testing'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cacheExchange, Client, fetchExchange } from 'urql'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { cartIdStorageKey } from './cart-id'
import { CartView } from './cart-view'

vi.mock('@comptoir/gql-client/react', () => ({
  useAuth: () => ({ isSignedIn: false, login: vi.fn(), logout: vi.fn() }),
}))

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })

function cart(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Cart',
    id: 'cart-secret',
    code: null,
    email: null,
    itemCount: 2,
    vatRatePercent: 20,
    shippingMethod: null,
    subtotal: money(4980),
    discount: money(0),
    shipping: money(0),
    vat: money(830),
    total: money(4980),
    problems: [
      {
        __typename: 'CartProblem',
        code: 'QUANTITY_REDUCED',
        lineId: 'line-1',
        message: 'Only 2 left: the quantity was reduced.',
        available: 2,
        requested: 5,
      },
    ],
    lines: [
      {
        __typename: 'CartLine',
        id: 'line-1',
        imageUrl: null,
        orderable: true,
        productName: 'Linen shirt',
        productSlug: 'linen-shirt',
        quantity: 2,
        maxQuantity: 10,
        sku: 'LS-M',
        stockStatus: 'LOW_STOCK',
        variantId: 'v1',
        variantTitle: 'M / Sand',
        total: money(4980),
        unitPrice: money(2490),
      },
    ],
    ...overrides,
  }
}

/**
 * A test client with urql's document cache in front, so a mutation answering with the cart
 * refreshes the cart query, as the app's normalized cache does.
 */
function clientWithDocumentCache(answer: (request: SentOperation) => unknown) {
  const sent: SentOperation[] = []
  const client = new Client({
    url: 'http://shop.test/gql/public',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetch: (_url, init) => {
      const request = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as SentOperation
      sent.push(request)
      return Promise.resolve(
        new Response(JSON.stringify({ data: answer(request) }), {
          headers: { 'content-type': 'application/json' },
        }),
      )
    },
  })
  return { client, sent }
}

function renderCart(client: Client, locale: 'en' | 'fr' = 'en') {
  const onCheckout = vi.fn()
  render(<CartView layout="page" onCheckout={onCheckout} />, {
    wrapper: withClient(client, locale),
  })
  return { onCheckout }
}

describe('CartView', () => {
  beforeEach(() => {
    localStorage.setItem(cartIdStorageKey, 'cart-secret')
  })
  afterEach(() => {
    localStorage.clear()
  })

  it('shows the lines, explains what changed and prices in the active language', async () => {
    const { client, sent } = clientAnswering(() => ({ cart: cart() }))
    renderCart(client, 'fr')
    const lines = await screen.findByRole('list', { name: 'Items in your cart' })
    expect(within(lines).getByText('Linen shirt')).toBeInTheDocument()
    expect(screen.getAllByText('Only 2 left: the quantity was reduced.')).toHaveLength(1)
    expect(screen.getByText('Your cart has changed since your last visit')).toBeInTheDocument()
    expect(screen.getByText('The items concerned are marked below.')).toBeInTheDocument()
    expect(screen.getAllByText(/49,80\s€/).length).toBeGreaterThan(0)
    expect(sent[0]).toMatchObject({ operationName: 'Cart', variables: { cartId: 'cart-secret' } })
  })

  it('removes a line of the stored cart and checks out', async () => {
    const { client, sent } = clientAnswering((request) =>
      request.operationName === 'RemoveCartLine'
        ? {
            removeCartLine: {
              __typename: 'CartPayload',
              cart: cart({ lines: [], problems: [], itemCount: 0 }),
              errors: [],
            },
          }
        : { cart: cart() },
    )
    const { onCheckout } = renderCart(client)
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }))
    expect(onCheckout).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Remove Linen shirt' }))
    await waitFor(() => {
      expect(sent.map((request) => request.operationName)).toContain('RemoveCartLine')
    })
    expect(sent.find((request) => request.operationName === 'RemoveCartLine')?.variables).toEqual({
      input: { cartId: 'cart-secret', lineId: 'line-1' },
    })
  })

  it('shows a refused code inline', async () => {
    const { client } = clientAnswering((request) =>
      request.operationName === 'ApplyCartCode'
        ? {
            updateCheckout: {
              __typename: 'CartPayload',
              cart: null,
              errors: [
                {
                  __typename: 'FieldError',
                  field: 'code',
                  code: 'CODE_UNKNOWN',
                  message: 'This code does not exist.',
                },
              ],
            },
          }
        : { cart: cart() },
    )
    renderCart(client)
    await userEvent.type(await screen.findByLabelText('Ambassador or operation code'), 'NOPE')
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not exist.')
  })

  it('tells once, on its line, that a quantity typed above the stock was reduced', async () => {
    const reduced = cart({
      problems: [
        {
          __typename: 'CartProblem',
          code: 'QUANTITY_REDUCED',
          lineId: 'line-1',
          message: 'Only 8 of Linen shirt left: the quantity was reduced.',
          available: 8,
          requested: 10,
        },
      ],
    })
    let changed = false
    const { client, sent } = clientWithDocumentCache((request) => {
      if (request.operationName !== 'SetCartLineQuantity') {
        return { cart: changed ? reduced : cart({ problems: [] }) }
      }
      changed = true
      return { setCartLineQuantity: { __typename: 'CartPayload', cart: reduced, errors: [] } }
    })
    renderCart(client)
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity, Linen shirt' })
    await userEvent.tripleClick(quantity)
    await userEvent.paste('25')
    await userEvent.tab()
    expect(
      await screen.findByText('Only 8 of Linen shirt left: the quantity was reduced.'),
    ).toBeInTheDocument()
    expect(sent.find((request) => request.operationName === 'SetCartLineQuantity')).toMatchObject({
      // The stepper keeps to the most an order may hold of one item.
      variables: { input: { lineId: 'line-1', quantity: 10 } },
    })
    expect(screen.getAllByText(/the quantity was reduced/)).toHaveLength(1)
    expect(screen.queryByText('Your cart has changed since your last visit')).toBeNull()
  })

  it('stops "+" at the stock left and says why, so the stepper never shows more than the cart holds', async () => {
    const atStock = cart({
      problems: [],
      lines: [{ ...cart().lines[0], quantity: 4, maxQuantity: 4 }],
    })
    const { client, sent } = clientAnswering(() => ({ cart: atStock }))
    renderCart(client)
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity, Linen shirt' })
    expect(quantity).toHaveValue(4)
    const more = screen.getByRole('button', { name: 'Increase quantity' })
    expect(more).toBeDisabled()
    expect(screen.getByText('Only 4 left: all are in your cart.')).toBeInTheDocument()
    await userEvent.click(more)
    // A typed quantity above the stock comes back to it, and nothing is asked of the server.
    await userEvent.tripleClick(quantity)
    await userEvent.paste('7')
    await userEvent.tab()
    expect(quantity).toHaveValue(4)
    expect(sent.map((request) => request.operationName)).not.toContain('SetCartLineQuantity')
  })

  it('says what the applied code does: whom it credits, and that only an operation discounts', async () => {
    const { client } = clientAnswering((request) =>
      request.operationName === 'AmbassadorCard'
        ? {
            ambassadorCard: {
              __typename: 'AmbassadorCard',
              code: 'MARIE',
              displayName: 'Marie',
              liveOperation: null,
            },
          }
        : { cart: cart({ code: 'MARIE', problems: [] }) },
    )
    renderCart(client)
    expect(await screen.findByText('Code MARIE applied')).toBeInTheDocument()
    expect(
      await screen.findByText(
        'The order is credited to Marie. An ambassador’s own code gives no discount: only the code of an operation does.',
      ),
    ).toBeInTheDocument()
  })

  it("shows how far the cart is from free delivery, as the server counts it, and the line's photo", async () => {
    const progress = (remaining: number) => ({
      __typename: 'FreeShippingProgress',
      threshold: money(6000),
      remaining: money(remaining),
    })
    const photo = 'http://shop.test/media/products/bonnet-cotele-rouge.svg'
    const line = { ...cart().lines[0], imageUrl: photo }
    const { client } = clientAnswering(() => ({
      cart: cart({ problems: [], lines: [line], freeShipping: progress(1020) }),
    }))
    renderCart(client)
    expect(
      await screen.findByRole('progressbar', { name: 'Add €10.20 more for free delivery' }),
    ).toBeInTheDocument()
    const lines = screen.getByRole('list', { name: 'Items in your cart' })
    expect(lines.querySelector('img')).toHaveAttribute('src', photo)
    // The line leads back to the product on its own colour.
    expect(within(lines).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute(
      'href',
      '/product?slug=linen-shirt&variant=LS-M',
    )
  })

  it('says delivery is free once the cart reaches the threshold', async () => {
    const { client } = clientAnswering(() => ({
      cart: cart({
        problems: [],
        freeShipping: {
          __typename: 'FreeShippingProgress',
          threshold: money(6000),
          remaining: money(0),
        },
      }),
    }))
    renderCart(client)
    expect(await screen.findByRole('progressbar', { name: 'Free delivery' })).toBeInTheDocument()
  })

  it('says the cart is empty when there is none, and forgets an unknown cart id', async () => {
    const { client } = clientAnswering(() => ({ cart: null }))
    renderCart(client)
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    await waitFor(() => {
      expect(localStorage.getItem(cartIdStorageKey)).toBeNull()
    })
  })
})
