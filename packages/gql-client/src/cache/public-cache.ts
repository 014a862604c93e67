import type { GqlCacheConfig } from '../normalized-cache-exchange'
import { keysOf } from './cache-helpers'

/** Types of the public schema without an `id`, stored inside their parent. */
export const publicEmbeddedTypes = [
  'Address',
  'AddressBookPayload',
  'AmbassadorApplication',
  'AmbassadorProgramme',
  'ApplicationPayload',
  'BankTransferDetails',
  'CartPayload',
  'CartProblem',
  'CheckoutAmbassadorPayload',
  'ContactMessagePayload',
  'DonePayload',
  'FieldError',
  'FreeShippingProgress',
  'LiveOperation',
  'LogoutPayload',
  'Money',
  'OrderConnection',
  'OrderEdge',
  'OrderLine',
  'OrderRequest',
  'OrderRequestPayload',
  'OrderRequests',
  'OrderStatusChanged',
  'OrderStatusEntry',
  'PageInfo',
  'PaymentConfirmation',
  'PlaceOrderPayload',
  'PriceRange',
  'ProductConnection',
  'ProductEdge',
  'ProductImage',
  'ReferralPayload',
  'RequestOrderAccessPayload',
  'SessionPayload',
  'SettingsPayload',
  'StockAlertPayload',
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

/**
 * Connections of the public schema read one numbered page at a time (the catalogue's
 * `/products?page=2`): each page is cached as its own list, never merged with the others.
 */
export const publicNumberedConnections: Readonly<Record<string, readonly string[]>> = {
  Query: ['products'],
}

/**
 * graphcache settings of the public schema (scopes `public` and `oldPublic`): keys for every
 * id-less type and merged Relay pages of `Customer.orders` ("Show more"); the catalogue's pages
 * stay apart ({@link publicNumberedConnections}). What a mutation changes in the cache is said
 * by the feature that sends it, added with `extendCacheConfig`.
 */
export const publicCacheConfig: GqlCacheConfig = {
  keys: keysOf(publicEmbeddedTypes, publicNaturalKeys),
  relayConnections: { Customer: ['orders'] },
}
