import { clientAnswering, withClient } from '@comptoir/app-shell/testing'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { ProductPage } from './product-page'

vi.mock('@comptoir/gql-client/react', () => ({
  useAuth: () => ({ isSignedIn: false, login: vi.fn(), logout: vi.fn() }),
}))

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })
const colour = (code: string, value: string) => ({
  __typename: 'VariantOption',
  key: 'colour',
  name: 'Colour',
  code,
  value,
})
const photo = (colour: string) => ({
  __typename: 'ProductImage',
  url: `https://shop.test/${colour}.svg`,
  alt: `Ribbed beanie, ${colour}`,
})
const variant = (sku: string, code: string, value: string, amount: number) => ({
  __typename: 'ProductVariant',
  id: sku,
  sku,
  title: value,
  stockStatus: 'IN_STOCK',
  image: photo(code),
  price: money(amount),
  compareAtPrice: null,
  options: [colour(code, value)],
})

const beanie = {
  __typename: 'Product',
  id: 'p1',
  slug: 'bonnet-cotele',
  name: 'Ribbed beanie',
  summary: 'A warm beanie.',
  description: 'Knitted in Brittany.',
  stockStatus: 'IN_STOCK',
  price: money(2900),
  compareAtPrice: null,
  priceRange: { __typename: 'PriceRange', min: money(2900), max: money(3100) },
  images: [photo('navy'), photo('red'), photo('folded')],
  category: { __typename: 'Category', id: 'c1', slug: 'knitwear', name: 'Knitwear' },
  variants: [
    variant('CPT-BON-NAVY', 'navy', 'Navy', 2900),
    variant('CPT-BON-RED', 'red', 'Red', 3100),
  ],
}

/** The answer to an add of the navy beanie when `left` are left and `added` went in. */
const addAnswer = (added: number, left: number) => ({
  addToCart: {
    __typename: 'CartPayload',
    added,
    errors: [],
    cart: {
      __typename: 'Cart',
      id: 'cart-1',
      itemCount: left,
      lines: [{ __typename: 'CartLine', id: 'l1', variantId: 'CPT-BON-NAVY', quantity: left }],
    },
  },
})

function renderProduct(variantSku?: string, added?: ReturnType<typeof addAnswer>) {
  const { client } = clientAnswering((request) =>
    request.operationName === 'Product'
      ? { product: beanie }
      : request.operationName === 'AddToCart' && added
        ? added
        : {
            products: {
              __typename: 'ProductConnection',
              totalCount: 0,
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
              edges: [],
            },
          },
  )
  const onVariantChange = vi.fn()
  render(
    <ProductPage slug="bonnet-cotele" variantSku={variantSku} onVariantChange={onVariantChange} />,
    { wrapper: withClient(client) },
  )
  return { onVariantChange }
}

describe('ProductPage', () => {
  it('puts the chosen colour in the address, so the page can be shared on it', async () => {
    const { onVariantChange } = renderProduct()
    const colours = await screen.findByRole('group', { name: /Colour/ })
    expect(within(colours).getByRole('radio', { name: 'Navy' })).toBeChecked()
    await userEvent.click(within(colours).getByRole('radio', { name: 'Red' }))
    expect(onVariantChange).toHaveBeenCalledWith('CPT-BON-RED')
    expect(screen.getByText('€31.00')).toBeInTheDocument()
  })

  it('adds what is left when asked for more, and says how many and why', async () => {
    renderProduct(undefined, addAnswer(4, 4))
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' })
    await userEvent.tripleClick(quantity)
    await userEvent.paste('9')
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Only 4 left: 4 added to your cart.',
    )
  })

  it('opens on the variant its address names', async () => {
    renderProduct('CPT-BON-RED')
    const colours = await screen.findByRole('group', { name: /Colour/ })
    expect(within(colours).getByRole('radio', { name: 'Red' })).toBeChecked()
    expect(screen.getByText('€31.00')).toBeInTheDocument()
  })

  it("shows the chosen colour's photo first, and switches it when another colour is chosen", async () => {
    renderProduct()
    const gallery = () => screen.getByRole('region', { name: 'Ribbed beanie' })
    const mainPhoto = () => within(gallery()).getAllByRole('img')[0]
    await screen.findByRole('region', { name: 'Ribbed beanie' })
    expect(mainPhoto()).toHaveAttribute('src', 'https://shop.test/navy.svg')
    // Looking at another photo first: a new colour still brings its own to the front.
    await userEvent.click(within(gallery()).getByRole('button', { name: 'Show image 3 of 3' }))
    expect(mainPhoto()).toHaveAttribute('src', 'https://shop.test/folded.svg')
    const colours = screen.getByRole('group', { name: /Colour/ })
    await userEvent.click(within(colours).getByRole('radio', { name: 'Red' }))
    expect(mainPhoto()).toHaveAttribute('src', 'https://shop.test/red.svg')
    expect(mainPhoto()).toHaveAttribute('alt', 'Ribbed beanie, red')
    const thumbnails = within(gallery())
      .getAllByRole('button', { name: /Show image/ })
      .map((button) => button.querySelector('img')?.getAttribute('src'))
    expect(thumbnails).toEqual([
      'https://shop.test/red.svg',
      'https://shop.test/navy.svg',
      'https://shop.test/folded.svg',
    ])
  })

  it('opens on the photo of the colour its address names', async () => {
    renderProduct('CPT-BON-RED')
    const gallery = await screen.findByRole('region', { name: 'Ribbed beanie' })
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      'https://shop.test/red.svg',
    )
  })
})
