import type { Cache, UpdateResolver, Variables } from '@urql/exchange-graphcache'

import type { GqlCacheConfig } from '../normalized-cache-exchange'
import { entityOf, invalidateField, keysOf, relinkField } from './cache-helpers'

/** Types of the public schema without an `id`, stored inside their parent. */
export const publicEmbeddedTypes = [
  'Address',
  'AmbassadorApplication',
  'AmbassadorProgramme',
  'ApplicationPayload',
  'CartPayload',
  'CartProblem',
  'CheckoutAmbassadorPayload',
  'DonePayload',
  'FieldError',
  'FreeShippingProgress',
  'LiveOperation',
  'LogoutPayload',
  'Money',
  'OrderConnection',
  'OrderEdge',
  'OrderLine',
  'OrderStatusChanged',
  'OrderStatusEntry',
  'PageInfo',
  'PlaceOrderPayload',
  'PriceRange',
  'ProductConnection',
  'ProductEdge',
  'ProductImage',
  'ReferralPayload',
  'RequestOrderAccessPayload',
  'SessionPayload',
  'SettingsPayload',
  'VariantOption',
] as const

/** Types of the public schema identified by another field than `id`. */
export const publicNaturalKeys: Readonly<Record<string, string>> = {
  AmbassadorCard: 'code',
  Country: 'code',
  FaqSection: 'key',
  Order: 'number',
  PaymentMethod: 'code',
  ShippingOption: 'code',
}

/** Mutations whose payload carries the cart as it now is (`CartPayload.cart`). */
export const cartMutations = [
  'addToCart',
  'setCartLineQuantity',
  'removeCartLine',
  'updateCheckout',
] as const

function inputOf(args: Record<string, unknown>): Record<string, unknown> {
  const input = args.input
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
}

/** The payload's cart replaces `Query.cart`, for every cart query cached and for its own id. */
const replaceCart: UpdateResolver = (result, args, cache, info) => {
  const cart = entityOf(entityOf(result[info.fieldName])?.cart)
  if (!cart) return
  const extra: Variables[] = typeof cart.id === 'string' ? [{ cartId: cart.id }] : []
  const requested = inputOf(args).cartId
  if (typeof requested === 'string' && requested !== cart.id) extra.push({ cartId: requested })
  relinkField(cache, 'Query', 'cart', cart, extra)
}

function invalidateCustomerOrders(cache: Cache): void {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== 'me') continue
    const customer = cache.resolve('Query', field.fieldKey)
    if (typeof customer === 'string') invalidateField(cache, customer, 'orders')
  }
}

/**
 * A placed order answers `Query.order(number)` at once (with or without its access token), the
 * cart it consumed is gone from `Query.cart`, and the customer's order history refetches.
 */
const placeOrder: UpdateResolver = (result, _args, cache, info) => {
  const payload = entityOf(result[info.fieldName])
  const order = entityOf(payload?.order)
  if (!order || typeof order.number !== 'string') return
  const { number } = order
  const variants: Variables[] = [{ number }, { number, accessToken: null }]
  if (typeof payload?.accessToken === 'string') {
    variants.push({ number, accessToken: payload.accessToken })
  }
  for (const args of variants) cache.link('Query', 'order', args, order)
  relinkField(cache, 'Query', 'cart', null)
  invalidateCustomerOrders(cache)
}

/**
 * graphcache settings of the public schema (scopes `public` and `oldPublic`): keys for every
 * id-less type, the cart kept in step with cart mutations, the order answered after
 * `placeOrder`, and merged Relay pages of `Query.products` and `Customer.orders`.
 */
export const publicCacheConfig: GqlCacheConfig = {
  keys: keysOf(publicEmbeddedTypes, publicNaturalKeys),
  updates: {
    Mutation: {
      ...Object.fromEntries(cartMutations.map((field) => [field, replaceCart])),
      placeOrder,
    },
  },
  relayConnections: { Query: ['products'], Customer: ['orders'] },
}
