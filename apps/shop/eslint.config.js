import { moduleLayers } from '@comptoir/eslint-config/module-layers'
import { react } from '@comptoir/eslint-config/react'

export default [
  { ignores: ['dist-server/**'] },
  ...react({ tsconfigRootDir: import.meta.dirname }),
  ...moduleLayers({
    root: import.meta.dirname,
    modules: 'src/features',
    // Lowest first: a feature reads only the ones below it; the routes and the layout (header
    // and footer parts) compose them.
    layers: [['seo', 'faq'], 'referral', 'cart', 'catalog', 'checkout', 'order', 'account', 'home'],
    composition: ['src/routes', 'src/layouts'],
    platform: ['src/hooks'],
    config: 'apps/shop/eslint.config.js',
  }),
]
