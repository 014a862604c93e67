import { maskFragments, type ResultOf } from '@comptoir/gql-client/public-graphql'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ProductGrid } from './product-grid'
import { productCardFragment } from './product-grid.graphql'

type ProductCardData = ResultOf<typeof productCardFragment>

const euros = (amount: number) => ({ amount, currency: 'EUR' as const })

const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600"><rect width="480" height="600" fill="${colour}"/></svg>`,
  )}`

const product = (
  id: string,
  name: string,
  category: string,
  colour: string,
  price: number,
  more: Partial<ProductCardData> = {},
) =>
  maskFragments([productCardFragment], {
    id,
    slug: id,
    name,
    stockStatus: 'IN_STOCK',
    price: euros(price),
    compareAtPrice: null,
    images: [{ url: photo(colour), alt: name }],
    category: { id: category.toLowerCase(), name: category },
    ...more,
  } satisfies ProductCardData)

const products = [
  product('linen-shirt', 'Washed linen shirt', 'Linen', '#d9cbb5', 8900),
  product('stoneware-bowl', 'Stoneware bowl', 'Tableware', '#b9c9b5', 1800, {
    compareAtPrice: euros(2400),
  }),
  product('striped-top', 'Striped Breton top', 'Clothing', '#c7ccd9', 5400, {
    stockStatus: 'LOW_STOCK',
  }),
  product('olive-soap', 'Olive oil soap', 'Bathroom', '#e6dcc0', 750, {
    stockStatus: 'OUT_OF_STOCK',
  }),
]

const meta = {
  title: 'Product cards',
  component: ProductGrid,
  args: { products, label: 'Products' },
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The catalogue's grid: a regular card, one reduced, one running low, one sold out. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Products' })
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(4)
    await expect(within(grid).getByRole('link', { name: /Stoneware bowl/ })).toHaveAttribute(
      'href',
      '/product?slug=stoneware-bowl',
    )
  },
}

/** On a phone, in French: two columns. */
export const PhoneInFrench: Story = {
  args: { label: 'Produits' },
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}

/** On a desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
}
