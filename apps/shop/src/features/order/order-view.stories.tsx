import { maskFragments, type ResultOf } from '@comptoir/gql-client/public-graphql'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { postalAddressFragment } from '../checkout/postal-address.graphql'
import { bankTransferDetailsFragment } from './bank-transfer-details.graphql'
import { OrderView } from './order-view'
import { orderViewFragment } from './order-view.graphql'
import { orderStatusLabels } from './order-status'

type OrderViewData = ResultOf<typeof orderViewFragment>

const euros = (amount: number) => ({ amount, currency: 'EUR' as const })

const shipped: OrderViewData = {
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
    line2: 'Bâtiment B',
    postalCode: '75011',
    city: 'Paris',
    countryName: 'France',
  }),
  bankTransfer: null,
  lines: [
    {
      sku: 'BOL-CEL',
      productName: 'Stoneware bowl',
      variantTitle: 'Celadon',
      quantity: 2,
      total: euros(3600),
    },
    {
      sku: 'MAR-ECR',
      productName: 'Striped Breton top',
      variantTitle: 'Ecru, navy stripes',
      quantity: 1,
      total: euros(5400),
    },
  ],
  statusHistory: [
    { at: '2026-11-23T09:05:00.000Z', status: 'PAID' },
    { at: '2026-11-23T15:40:00.000Z', status: 'FULFILLED' },
    { at: '2026-11-24T16:30:00.000Z', status: 'SHIPPED' },
  ],
  subtotal: euros(9000),
  discount: euros(900),
  shipping: euros(490),
  vat: euros(1432),
  total: euros(8590),
}

const awaitingTransfer: OrderViewData = {
  ...shipped,
  number: 'CPT-2026-000043',
  status: 'PENDING_PAYMENT',
  code: null,
  paymentMethod: 'BANK_TRANSFER',
  cardBrand: null,
  cardLast4: null,
  bankTransfer: maskFragments([bankTransferDetailsFragment], {
    holder: 'Comptoir SAS',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPPXXX',
    reference: 'CPT-2026-000043',
    payBy: '2026-12-01T23:59:59.000Z',
    amount: euros(9490),
  }),
  statusHistory: [{ at: '2026-11-23T09:05:00.000Z', status: 'PENDING_PAYMENT' }],
  discount: euros(0),
  vat: euros(1582),
  total: euros(9490),
}

const cancelled: OrderViewData = {
  ...shipped,
  number: 'CPT-2026-000044',
  status: 'CANCELLED',
  statusHistory: [
    { at: '2026-11-23T09:05:00.000Z', status: 'PAID' },
    { at: '2026-11-23T11:20:00.000Z', status: 'CANCELLED' },
  ],
}

const view = (order: OrderViewData) => maskFragments([orderViewFragment], order)

const meta = {
  title: 'Order view',
  component: OrderView,
  args: { order: view(shipped), justPlaced: false, changedAt: null },
} satisfies Meta<typeof OrderView>

export default meta
type Story = StoryObj<typeof meta>

/** On its way: the progress, the lines with the code's discount, delivery, payment and history. */
export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('CPT-2026-000042')
    const progress = canvas.getByRole('list', { name: t`Progress of the order` })
    await expect(within(progress).getByText(i18n._(orderStatusLabels.SHIPPED))).toHaveAttribute(
      'aria-current',
      'step',
    )
  },
}

/** Just placed, to be paid by transfer: the thanks, then what to transfer and where. */
export const AwaitingTransfer: Story = {
  args: { order: view(awaitingTransfer), justPlaced: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: t`Pay by bank transfer` })).toHaveTextContent(
      'FR76 3000 6000 0112 3456 7890 189',
    )
  },
}

/** Cancelled: no progress, the history says when. */
export const Cancelled: Story = {
  args: { order: view(cancelled), changedAt: '2026-11-23T11:20:00.000Z' },
}

/** On a phone, in French. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'phone390', isRotated: false } },
}

/** On a desktop, in French. */
export const DesktopInFrench: Story = {
  args: { order: view(awaitingTransfer), justPlaced: true },
  globals: { locale: 'fr', viewport: { value: 'desktop1280', isRotated: false } },
}
