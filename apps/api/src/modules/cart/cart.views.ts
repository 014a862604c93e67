import type { Locale } from '@comptoir/i18n/locales'
import { countryNames, isCountryCode } from '@comptoir/validation/countries'

import type { StoredAddress } from '../../db/schema/commerce'
import { money, type Money } from '../../money'
import { localize, productImageUrl, stockStatus, type StockStatus } from '../catalog/catalog.views'
import { computeTotals, vatRatePercent } from '../pricing/pricing'
import {
  findShippingMethod,
  freeShippingProgress,
  shippingMethods,
  shippingMethodDescription,
  shippingPrice,
  type ShippingMethod,
  type ShippingMethodCode,
} from '../pricing/shipping-methods'
import { isOrderable, lineImage, maxLineQuantity, type CartLineRow } from './cart-lines'
import type { CartProblemData, CartState } from './cart.service'

export interface CartLineView {
  id: string
  variantId: string
  sku: string
  productSlug: string
  productName: string
  variantTitle: string
  imageUrl: string | null
  unitPrice: Money
  quantity: number
  maxQuantity: number
  total: Money
  stockStatus: StockStatus
  orderable: boolean
}

export interface ShippingOptionView {
  code: ShippingMethodCode
  name: string
  description: string
  price: Money
  minDays: number
  maxDays: number
}

export interface AddressView extends StoredAddress {
  countryName: string
}

export interface CartProblemView {
  code: CartProblemData['code']
  lineId: string | null
  message: string
  requested: number | null
  available: number | null
}

export interface CartView {
  id: string
  lines: CartLineView[]
  itemCount: number
  subtotal: Money
  discount: Money
  shipping: Money
  vat: Money
  vatRatePercent: number
  total: Money
  email: string | null
  shippingAddress: AddressView | null
  shippingMethod: ShippingOptionView | null
  shippingOptions: ShippingOptionView[]
  code: string | null
  /** The code that prices the cart: the one entered, else the chosen operation's. */
  appliedCode: string | null
  problems: CartProblemView[]
  freeShipping: FreeShippingView | null
}

export interface FreeShippingView {
  threshold: Money
  remaining: Money
}

const problemCopy = {
  en: {
    OUT_OF_STOCK: (name: string) => `${name} is out of stock; it is not counted in the total.`,
    QUANTITY_REDUCED: (name: string) =>
      `Not enough ${name} in stock: the quantity was reduced to what is left.`,
    CODE_NOT_VALID: () => 'The code is no longer valid; its discount is not applied.',
  },
  fr: {
    OUT_OF_STOCK: (name: string) => `${name} est en rupture de stock\u202f; il n’est pas compté.`,
    QUANTITY_REDUCED: (name: string) =>
      `Stock insuffisant pour ${name}\u00a0: la quantité a été réduite à ce qu’il en reste.`,
    CODE_NOT_VALID: () => 'Le code n’est plus valide\u202f; sa remise n’est pas appliquée.',
  },
} satisfies Record<Locale, unknown>

export function variantTitle(line: Pick<CartLineRow, 'options'>, locale: Locale): string {
  return line.options.map((option) => localize(option.value, locale)).join(' / ')
}

export function addressView(address: StoredAddress, locale: Locale): AddressView {
  return {
    ...address,
    countryName: isCountryCode(address.country)
      ? countryNames[address.country][locale]
      : address.country,
  }
}

export function shippingOptionView(
  method: ShippingMethod,
  merchandiseCents: number,
  locale: Locale,
): ShippingOptionView {
  return {
    code: method.code,
    name: localize(method.name, locale),
    description: shippingMethodDescription(method, locale),
    price: money(shippingPrice(method, merchandiseCents), 'EUR'),
    minDays: method.minDays,
    maxDays: method.maxDays,
  }
}

function freeShippingView(merchandiseCents: number): FreeShippingView | null {
  const progress = freeShippingProgress(merchandiseCents)
  return progress
    ? {
        threshold: money(progress.thresholdCents, 'EUR'),
        remaining: money(progress.remainingCents, 'EUR'),
      }
    : null
}

/** The cart as the shop shows it, every amount computed here from current prices. */
export function cartView(state: CartState, locale: Locale, publicUrl: string): CartView {
  const orderable = state.lines.filter(isOrderable)
  const method = findShippingMethod(state.cart.shippingMethod)
  const totals = computeTotals(
    orderable.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
    state.checkoutCode?.customerDiscountBps ?? 0,
    method,
  )
  const merchandise = totals.subtotalCents - totals.discountCents
  const names = new Map(
    state.lines.map((line) => [line.lineId, localize(line.productName, locale)]),
  )
  const copy = problemCopy[locale]
  const imageUrl = (line: CartLineRow) => {
    const file = lineImage(line)
    return file === null ? null : productImageUrl(publicUrl, file)
  }
  return {
    // An anonymous cart is known by the id its client keeps; a customer's, by its own.
    id: state.cart.token ?? state.cart.id,
    lines: state.lines.map((line) => ({
      id: line.lineId,
      variantId: line.variantId,
      sku: line.sku,
      productSlug: line.productSlug,
      productName: localize(line.productName, locale),
      variantTitle: variantTitle(line, locale),
      imageUrl: imageUrl(line),
      unitPrice: money(line.priceCents, line.currency),
      quantity: line.quantity,
      maxQuantity: Math.max(0, Math.min(line.stock, maxLineQuantity)),
      total: money(line.priceCents * line.quantity, line.currency),
      stockStatus: line.published ? stockStatus(line.stock) : 'OUT_OF_STOCK',
      orderable: isOrderable(line),
    })),
    itemCount: orderable.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(totals.subtotalCents, 'EUR'),
    discount: money(totals.discountCents, 'EUR'),
    shipping: money(totals.shippingCents, 'EUR'),
    vat: money(totals.vatCents, 'EUR'),
    vatRatePercent,
    total: money(totals.totalCents, 'EUR'),
    email: state.cart.email,
    shippingAddress: state.cart.shippingAddress
      ? addressView(state.cart.shippingAddress, locale)
      : null,
    shippingMethod: method ? shippingOptionView(method, merchandise, locale) : null,
    shippingOptions: shippingMethods.map((option) =>
      shippingOptionView(option, merchandise, locale),
    ),
    code: state.cart.code,
    appliedCode: state.checkoutCode?.code ?? null,
    freeShipping: freeShippingView(merchandise),
    problems: state.problems.map((problem) => {
      const name = problem.lineId ? (names.get(problem.lineId) ?? '') : ''
      switch (problem.code) {
        case 'OUT_OF_STOCK':
          return { ...problem, message: copy.OUT_OF_STOCK(name), requested: null, available: 0 }
        case 'QUANTITY_REDUCED':
          return { ...problem, message: copy.QUANTITY_REDUCED(name) }
        case 'CODE_NOT_VALID':
          return { ...problem, message: copy.CODE_NOT_VALID(), requested: null, available: null }
      }
    }),
  }
}
