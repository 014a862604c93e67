import { extendCacheConfig, publicCacheConfig } from '@comptoir/gql-client/cache'

import { cartCacheUpdates } from './features/cart/cart-cache'
import { checkoutCacheUpdates } from './features/checkout/order-cache'

/**
 * The shop's cache: the public schema's keys and pages, with the rules of the features that
 * change what other pages show (the cart's mutations, placing an order).
 */
export const shopCache = extendCacheConfig(publicCacheConfig, {
  updates: { Mutation: { ...cartCacheUpdates, ...checkoutCacheUpdates } },
})
