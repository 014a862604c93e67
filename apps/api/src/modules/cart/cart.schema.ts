import { countryOptions } from '@comptoir/validation/countries'

import type { PublicContext } from '../../graphql/context'
import type { FieldError, Outcome } from '../../field-error'
import { builder, FieldErrorRef, MoneyRef } from '../../graphql/public/builder'
import { StockStatusEnum } from '../catalog/catalog.schema'
import type { CartState } from './cart.service'
import type { CartAccess } from './cart-store'
import { CartProblemRef } from './cart-problems.schema'
import { FreeShippingProgressRef } from './free-shipping.schema'
import {
  cartView,
  type AddressView,
  type CartLineView,
  type CartView,
  type ShippingOptionView,
} from './cart.views'

export const ShippingMethodCodeEnum = builder.enumType('ShippingMethodCode', {
  values: {
    STANDARD: { description: 'Tracked, 3 to 5 working days; free above a threshold.' },
    EXPRESS: { description: 'Tracked, 1 to 2 working days.' },
  } as const,
})

export const CountryRef = builder.objectRef<{ code: string; name: string }>('Country').implement({
  description: 'A country the shop delivers to.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'ISO 3166-1 alpha-2.' }),
    name: t.exposeString('name', { description: 'In the language of the request.' }),
  }),
})

export const AddressRef = builder.objectRef<AddressView>('Address').implement({
  fields: (t) => ({
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    line1: t.exposeString('line1'),
    line2: t.exposeString('line2', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2.' }),
    countryName: t.exposeString('countryName'),
    phone: t.exposeString('phone', { nullable: true }),
  }),
})

export const ShippingOptionRef = builder.objectRef<ShippingOptionView>('ShippingOption').implement({
  fields: (t) => ({
    code: t.expose('code', { type: ShippingMethodCodeEnum }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.expose('price', { type: MoneyRef, description: 'For this cart.' }),
    minDays: t.exposeInt('minDays'),
    maxDays: t.exposeInt('maxDays'),
  }),
})

const CartLineRef = builder.objectRef<CartLineView>('CartLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    variantId: t.exposeID('variantId'),
    sku: t.exposeString('sku'),
    productSlug: t.exposeString('productSlug'),
    productName: t.exposeString('productName'),
    variantTitle: t.exposeString('variantTitle'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    unitPrice: t.expose('unitPrice', { type: MoneyRef }),
    quantity: t.exposeInt('quantity'),
    maxQuantity: t.exposeInt('maxQuantity', {
      description:
        'Most units the line can hold now: the stock left, at most the units an order may hold of an item.',
    }),
    total: t.expose('total', { type: MoneyRef }),
    stockStatus: t.expose('stockStatus', { type: StockStatusEnum }),
    orderable: t.exposeBoolean('orderable', {
      description: 'False when out of stock: the line stays but is not counted or ordered.',
    }),
  }),
})

export const CartRef = builder.objectRef<CartView>('Cart').implement({
  description:
    'A cart, priced by the server: subtotal, discount of the code, shipping, total, and the VAT the total includes.',
  fields: (t) => ({
    id: t.exposeID('id', {
      description: 'Opaque and secret: keep it to find the cart again (anonymous carts).',
    }),
    lines: t.expose('lines', { type: [CartLineRef] }),
    itemCount: t.exposeInt('itemCount', { description: 'Units that will be ordered.' }),
    subtotal: t.expose('subtotal', { type: MoneyRef }),
    discount: t.expose('discount', { type: MoneyRef }),
    shipping: t.expose('shipping', {
      type: MoneyRef,
      description: 'Of the chosen method; 0 until one is chosen.',
    }),
    vat: t.expose('vat', { type: MoneyRef, description: 'The VAT included in the total.' }),
    vatRatePercent: t.exposeInt('vatRatePercent'),
    total: t.expose('total', { type: MoneyRef }),
    email: t.exposeString('email', { nullable: true }),
    shippingAddress: t.expose('shippingAddress', { type: AddressRef, nullable: true }),
    shippingMethod: t.expose('shippingMethod', { type: ShippingOptionRef, nullable: true }),
    shippingOptions: t.expose('shippingOptions', { type: [ShippingOptionRef] }),
    code: t.exposeString('code', { nullable: true, description: 'The code entered.' }),
    appliedCode: t.exposeString('appliedCode', {
      nullable: true,
      description:
        'The code that prices the cart: the one entered, else that of the live operation chosen at checkout (setCheckoutAmbassador).',
    }),
    problems: t.expose('problems', { type: [CartProblemRef] }),
    freeShipping: t.expose('freeShipping', {
      type: FreeShippingProgressRef,
      nullable: true,
      description: 'Null when no shipping method is ever free.',
    }),
  }),
})

interface CartPayload {
  cart: CartView | null
  errors: FieldError[]
  added: number | null
}

const CartPayloadRef = builder.objectRef<CartPayload>('CartPayload').implement({
  description: 'The whole cart after the change, or the errors that stopped it.',
  fields: (t) => ({
    cart: t.expose('cart', { type: CartRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
    added: t.exposeInt('added', {
      nullable: true,
      description:
        'addToCart only: the units added, fewer than asked when the stock left is short (the line then holds all of it).',
    }),
  }),
})

export const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    line1: t.string({ required: true }),
    line2: t.string(),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2, see `countries`.' }),
    phone: t.string(),
  }),
})

const AddToCartInput = builder.inputType('AddToCartInput', {
  fields: (t) => ({
    cartId: t.id({ description: 'Omit to start a cart; ignored for a signed-in customer.' }),
    variantId: t.id({ required: true }),
    quantity: t.int({ required: true, defaultValue: 1 }),
  }),
})

const SetCartLineQuantityInput = builder.inputType('SetCartLineQuantityInput', {
  fields: (t) => ({
    cartId: t.id(),
    lineId: t.id({ required: true }),
    quantity: t.int({ required: true, description: '0 removes the line.' }),
  }),
})

const RemoveCartLineInput = builder.inputType('RemoveCartLineInput', {
  fields: (t) => ({ cartId: t.id(), lineId: t.id({ required: true }) }),
})

const UpdateCheckoutInput = builder.inputType('UpdateCheckoutInput', {
  description: 'Any subset of the checkout details; omitted fields keep their value.',
  fields: (t) => ({
    cartId: t.id(),
    email: t.string({ description: 'Where the confirmation goes.' }),
    shippingAddress: t.field({ type: AddressInput }),
    shippingMethod: t.field({ type: ShippingMethodCodeEnum }),
    code: t.string({ description: 'An ambassador or operation code; empty removes it.' }),
  }),
})

/** Which cart a request may touch: the viewer's, or the anonymous one of `cartId`. */
export async function cartAccess(
  context: PublicContext,
  cartId: string | null | undefined,
): Promise<CartAccess> {
  return { userId: (await context.viewer())?.user.id ?? null, cartId }
}

function payload(
  outcome: Outcome<CartState>,
  context: PublicContext,
  locale: 'en' | 'fr',
): CartPayload {
  return outcome.ok
    ? {
        cart: cartView(outcome.value, locale, context.services.config.publicUrl),
        errors: [],
        added: outcome.value.added ?? null,
      }
    : { cart: null, errors: outcome.errors, added: null }
}

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    nullable: true,
    description:
      "The signed-in customer's cart (merging the anonymous `cartId` into it), or the anonymous cart `cartId`.",
    args: { cartId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const state = await context.services.cart.getCart(await cartAccess(context, args.cartId))
      return state ? cartView(state, context.locale, context.services.config.publicUrl) : null
    },
  }),
  countries: t.field({
    type: [CountryRef],
    description: 'Where the shop delivers, sorted by name in the language asked.',
    resolve: (_root, args, context) => countryOptions(context.locale),
  }),
}))

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartPayloadRef,
    description: 'Adds units of a variant (a cart is created on the first add).',
    args: {
      input: t.arg({ type: AddToCartInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const language = context.locale
      return payload(
        await context.services.cart.addLine(
          await cartAccess(context, input.cartId),
          input.variantId,
          input.quantity,
          language,
        ),
        context,
        language,
      )
    },
  }),
  setCartLineQuantity: t.field({
    type: CartPayloadRef,
    args: {
      input: t.arg({ type: SetCartLineQuantityInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const language = context.locale
      return payload(
        await context.services.cart.setLineQuantity(
          await cartAccess(context, input.cartId),
          input.lineId,
          input.quantity,
          language,
        ),
        context,
        language,
      )
    },
  }),
  removeCartLine: t.field({
    type: CartPayloadRef,
    args: {
      input: t.arg({ type: RemoveCartLineInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const language = context.locale
      return payload(
        await context.services.cart.removeLine(
          await cartAccess(context, input.cartId),
          input.lineId,
          language,
        ),
        context,
        language,
      )
    },
  }),
  updateCheckout: t.field({
    type: CartPayloadRef,
    description: 'Sets the contact e-mail, shipping address, shipping method or code.',
    args: {
      input: t.arg({ type: UpdateCheckoutInput, required: true }),
    },
    resolve: async (_root, { input }, context) => {
      const language = context.locale
      return payload(
        await context.services.cart.updateCheckout(
          await cartAccess(context, input.cartId),
          {
            email: input.email,
            shippingAddress: input.shippingAddress ?? null,
            shippingMethod: input.shippingMethod,
            code: input.code,
          },
          language,
        ),
        context,
        language,
      )
    },
  }),
}))
