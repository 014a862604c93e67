import type { Locale } from '@comptoir/i18n/locales'

import { addressView, type AddressView } from '../cart/cart.views'
import { money, type Money } from '../../money'
import { localize } from '../catalog/catalog.views'
import { vatRatePercent } from '../pricing/pricing'
import type { OrderStatus } from './order-state'
import type { OrderDetails } from './orders.service'

export type PaymentMethodCode = 'TEST_CARD' | 'BANK_TRANSFER' | 'STRIPE'

/** The GraphQL code of each payment provider id. */
export const paymentMethodCodes: Record<string, PaymentMethodCode> = {
  'test-card': 'TEST_CARD',
  'bank-transfer': 'BANK_TRANSFER',
  stripe: 'STRIPE',
}

export interface OrderLineView {
  sku: string
  productSlug: string
  productName: string
  variantTitle: string
  imageUrl: string | null
  unitPrice: Money
  quantity: number
  total: Money
}

export interface OrderView {
  number: string
  status: OrderStatus
  createdAt: Date
  email: string
  lines: OrderLineView[]
  subtotal: Money
  discount: Money
  shipping: Money
  vat: Money
  vatRatePercent: number
  total: Money
  shippingAddress: AddressView
  shippingMethodName: string
  paymentMethod: PaymentMethodCode
  cardBrand: string | null
  cardLast4: string | null
  code: string | null
  statusHistory: { status: OrderStatus; at: Date }[]
}

/** An order as its buyer sees it, in `locale`. Prices are the snapshots taken at checkout. */
export function orderView(details: OrderDetails, locale: Locale, publicUrl: string): OrderView {
  const { order } = details
  const eur = (cents: number) => money(cents, order.currency)
  const paymentMethod = paymentMethodCodes[order.paymentMethod]
  if (!paymentMethod) throw new Error(`Unknown payment method ${order.paymentMethod}`)
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    email: order.email,
    lines: details.lines.map((line) => ({
      sku: line.sku,
      productSlug: line.productSlug,
      productName: localize(line.productName, locale),
      variantTitle: localize(line.variantTitle, locale),
      imageUrl: line.image ? `${publicUrl}/media/products/${encodeURIComponent(line.image)}` : null,
      unitPrice: eur(line.unitPriceCents),
      quantity: line.quantity,
      total: eur(line.unitPriceCents * line.quantity),
    })),
    subtotal: eur(order.subtotalCents),
    discount: eur(order.discountCents),
    shipping: eur(order.shippingCents),
    vat: eur(order.vatCents),
    vatRatePercent,
    total: eur(order.totalCents),
    shippingAddress: addressView(order.shippingAddress, locale),
    shippingMethodName: localize(order.shippingMethodName, locale),
    paymentMethod,
    cardBrand: order.paymentCardBrand,
    cardLast4: order.paymentCardLast4,
    code: order.code,
    statusHistory: details.events.map((event) => ({ status: event.toStatus, at: event.createdAt })),
  }
}
