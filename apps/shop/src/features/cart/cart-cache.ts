import {
  entityOf,
  relinkField,
  type UpdateResolver,
  type Variables,
} from '@comptoir/gql-client/cache'

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

/** The cart's cache rules: every cart mutation's answer is the cart the pages show. */
export const cartCacheUpdates: Record<string, UpdateResolver> = Object.fromEntries(
  cartMutations.map((field) => [field, replaceCart]),
)
