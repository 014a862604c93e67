import { eq, inArray } from 'drizzle-orm'

import { productVariants } from '../src/db/schema'
import type { FieldErrorData } from './accounts'
import type { GraphQLRequest, Query, TestApp } from './app'

export interface MoneyData {
  amount: number
  currency: string
}

export interface CartData {
  id: string
  itemCount: number
  subtotal: MoneyData
  discount: MoneyData
  shipping: MoneyData
  vat: MoneyData
  total: MoneyData
  email: string | null
  code: string | null
  shippingMethod: { code: string; price: MoneyData } | null
  shippingAddress: { postalCode: string; countryName: string } | null
  lines: { id: string; sku: string; quantity: number; orderable: boolean; total: MoneyData }[]
  problems: { code: string; lineId: string | null; message: string; available: number | null }[]
}

const cartFields = `id itemCount email code
  subtotal { amount currency } discount { amount currency } shipping { amount currency }
  vat { amount currency } total { amount currency }
  shippingMethod { code price { amount currency } } shippingAddress { postalCode countryName }
  lines { id sku quantity orderable total { amount currency } }
  problems { code lineId message available }`

export interface CartPayloadData {
  cart: CartData | null
  errors: FieldErrorData[]
}

export const cartQuery: Query<{ cart: CartData | null }> = `
  query Cart($cartId: ID) { cart(cartId: $cartId) { ${cartFields} } }`

export const addToCartMutation: Query<{ addToCart: CartPayloadData }> = `
  mutation Add($input: AddToCartInput!) {
    addToCart(input: $input) { cart { ${cartFields} } errors { field code message } }
  }`

export const setQuantityMutation: Query<{ setCartLineQuantity: CartPayloadData }> = `
  mutation Set($input: SetCartLineQuantityInput!) {
    setCartLineQuantity(input: $input) { cart { ${cartFields} } errors { field code message } }
  }`

export const removeLineMutation: Query<{ removeCartLine: CartPayloadData }> = `
  mutation Remove($input: RemoveCartLineInput!) {
    removeCartLine(input: $input) { cart { ${cartFields} } errors { field code message } }
  }`

export const updateCheckoutMutation: Query<{ updateCheckout: CartPayloadData }> = `
  mutation Update($input: UpdateCheckoutInput!) {
    updateCheckout(input: $input) { cart { ${cartFields} } errors { field code message } }
  }`

export interface OrderData {
  number: string
  status: string
  email: string
  total: MoneyData
  vat: MoneyData
  shipping: MoneyData
  discount: MoneyData
  cardBrand: string | null
  cardLast4: string | null
  paymentMethod: string
  lines: { sku: string; productName: string; quantity: number; unitPrice: MoneyData }[]
  statusHistory: { status: string }[]
}

const orderFields = `number status email total { amount } vat { amount } shipping { amount }
  discount { amount } cardBrand cardLast4 paymentMethod
  lines { sku productName quantity unitPrice { amount } } statusHistory { status }`

export interface PlaceOrderData {
  order: OrderData | null
  accessToken: string | null
  orderUrl: string | null
  errors: FieldErrorData[]
}

export const placeOrderMutation: Query<{ placeOrder: PlaceOrderData }> = `
  mutation Place($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      order { ${orderFields} } accessToken orderUrl errors { field code message }
    }
  }`

export const orderQuery: Query<{ order: OrderData | null }> = `
  query Order($number: String!, $accessToken: String) {
    order(number: $number, accessToken: $accessToken) { ${orderFields} }
  }`

export const orderStatusSubscription = `
  subscription Status($number: String!, $accessToken: String) {
    orderStatusChanged(number: $number, accessToken: $accessToken) {
      status previousStatus order { number status statusHistory { status } }
    }
  }`

export const frenchAddress = {
  firstName: 'Camille',
  lastName: 'Martin',
  line1: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
}

export const testCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

/** The ids of variants by SKU. */
export async function variantIds(api: TestApp, skus: string[]): Promise<Record<string, string>> {
  const rows = await api.database.handle.db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, skus))
  return Object.fromEntries(rows.map((row) => [row.sku, row.id]))
}

export async function stockOf(api: TestApp, sku: string): Promise<number> {
  const [row] = await api.database.handle.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.sku, sku))
  if (!row) throw new Error(`no variant ${sku}`)
  return row.stock
}

export async function setStock(api: TestApp, sku: string, stock: number): Promise<void> {
  await api.database.handle.db
    .update(productVariants)
    .set({ stock })
    .where(eq(productVariants.sku, sku))
}

/** Adds a variant and returns the cart; throws on any error. */
export async function addToCart(
  api: TestApp,
  variantId: string,
  quantity: number,
  cartId: string | null = null,
  request: GraphQLRequest = {},
): Promise<CartData> {
  const response = await api.gql(addToCartMutation, {
    ...request,
    variables: { input: { cartId, variantId, quantity } },
  })
  const cart = response.body.data?.addToCart.cart
  if (!cart) throw new Error(`addToCart failed: ${JSON.stringify(response.body)}`)
  return cart
}

/** A cart ready to order: the lines given, an e-mail, a French address, standard shipping. */
export async function readyCart(
  api: TestApp,
  lines: [variantId: string, quantity: number][],
  request: GraphQLRequest = {},
  email = 'buyer@example.test',
): Promise<CartData> {
  let cartId: string | null = null
  for (const [variantId, quantity] of lines) {
    cartId = (await addToCart(api, variantId, quantity, cartId, request)).id
  }
  const response = await api.gql(updateCheckoutMutation, {
    ...request,
    variables: {
      input: { cartId, email, shippingAddress: frenchAddress, shippingMethod: 'STANDARD' },
    },
  })
  const cart = response.body.data?.updateCheckout.cart
  if (!cart) throw new Error(`updateCheckout failed: ${JSON.stringify(response.body)}`)
  return cart
}

let keys = 0

/** A fresh idempotency key. */
export function idempotencyKey(): string {
  keys += 1
  return `test-key-${Date.now().toString(36)}-${keys}-${Math.random().toString(36).slice(2)}`
}
