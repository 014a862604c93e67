import {
  entityOf,
  invalidateField,
  relinkField,
  type UpdateResolver,
  type Variables,
} from '@comptoir/gql-client/cache'

/** The customer's order history (`me { orders }`) refetches. */
function invalidateCustomerOrders(cache: Parameters<UpdateResolver>[2]): void {
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

/** The checkout's cache rules. */
export const checkoutCacheUpdates: Record<string, UpdateResolver> = { placeOrder }
