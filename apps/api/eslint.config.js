import { base } from '@comptoir/eslint-config/base'
import { moduleLayers } from '@comptoir/eslint-config/module-layers'

export default [
  ...base({ tsconfigRootDir: import.meta.dirname }),
  ...moduleLayers({
    root: import.meta.dirname,
    modules: 'src/modules',
    // Lowest first. Commerce: prices and tax, then the cart, the orders, the checkout that turns
    // a cart into an order, and the card payments of orders. The ambassador programme sits on
    // top of commerce; inside it, each module only reads the ones below.
    layers: [
      'mail',
      'catalog',
      'faq',
      'accounts',
      'pricing',
      'cart',
      'address-book',
      'orders',
      'checkout',
      'payments',
      'ambassadors',
      'operations',
      'ambassador-applications',
      'commissions',
      'attribution',
      'payouts',
      'insights',
      'exports',
      'notifications',
    ],
    api: 'src/graphql',
    platform: ['src/db', 'src/pubsub', 'src/rate-limit', 'src/field-error.ts'],
    config: 'apps/api/eslint.config.js',
  }),
]
