import { maskFragments, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'

import { CartLineItem } from './cart-line-item'
import { cartLineItemFragment } from './cart-line-item.graphql'
import styles from './cart-lines.module.css'

const euros = (amount: number) => ({ amount, currency: 'EUR' as const })

const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="90"><rect width="72" height="90" fill="${colour}"/></svg>`,
  )}`

const bowls: ResultOf<typeof cartLineItemFragment> = {
  id: 'line-1',
  imageUrl: swatch('#b9c9b5'),
  maxQuantity: 12,
  orderable: true,
  productName: 'Stoneware bowl',
  productSlug: 'stoneware-bowl',
  quantity: 2,
  sku: 'BOL-CEL',
  stockStatus: 'IN_STOCK',
  variantTitle: 'Celadon',
  total: euros(3600),
  unitPrice: euros(1800),
}

const line = (data: Partial<ResultOf<typeof cartLineItemFragment>> = {}) =>
  maskFragments([cartLineItemFragment], { ...bowls, ...data })

const meta = {
  title: 'Cart line',
  component: CartLineItem,
  decorators: [
    (Story) => (
      <ul className={styles.lines} style={{ maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    line: line(),
    busy: false,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLineItem>

export default meta
type Story = StoryObj<typeof meta>

/** A line the shopper changes: one more bowl, then out of the cart. */
export const InStock: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const stepper = canvas.getByRole('group', { name: t`Quantity, ${bowls.productName}` })
    await userEvent.click(within(stepper).getByRole('button', { name: t`Increase quantity` }))
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 3)
    await userEvent.click(canvas.getByRole('button', { name: t`Remove ${bowls.productName}` }))
    await expect(args.onRemove).toHaveBeenCalledWith('line-1')
  },
}

/** Few left, and all of them in the cart: the stepper stops there and says why. */
export const AllLeftInCart: Story = {
  args: {
    line: line({ stockStatus: 'LOW_STOCK', quantity: 3, maxQuantity: 3, total: euros(5400) }),
  },
}

/** Sold out since it was added: no stepper, not counted, and the cart says why. */
export const SoldOut: Story = {
  args: {
    line: line({ orderable: false, stockStatus: 'OUT_OF_STOCK', imageUrl: null }),
    problem: 'Sold out since you added it: remove it to check out.',
  },
}

/** While the cart saves a change, the line's controls wait. */
export const Saving: Story = { args: { busy: true } }

/** On a phone, in French. */
export const PhoneInFrench: Story = {
  args: { line: line({ stockStatus: 'LOW_STOCK' }) },
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}
