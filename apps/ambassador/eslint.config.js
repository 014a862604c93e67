import { moduleLayers } from '@comptoir/eslint-config/module-layers'
import { react } from '@comptoir/eslint-config/react'

export default [
  ...react({ tsconfigRootDir: import.meta.dirname }),
  ...moduleLayers({
    root: import.meta.dirname,
    modules: 'src/features',
    // Lowest first: a feature reads only the ones below it; routes compose them. The shared
    // building blocks (forms, page parts, exports, the session, the live events) sit at the
    // bottom, the layouts above them, then the areas of the portal.
    layers: [
      ['forms', 'pages', 'exports', 'notifications', 'session'],
      'shell',
      'auth',
      ['apply', 'landing', 'settings', 'orders'],
      'dashboard',
      ['commissions', 'operations', 'payouts'],
    ],
    composition: ['src/routes'],
    platform: ['src/safe-redirect.ts', 'src/env.ts'],
    config: 'apps/ambassador/eslint.config.js',
  }),
]
