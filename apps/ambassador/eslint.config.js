import { moduleLayers } from '@comptoir/eslint-config/module-layers'
import { react } from '@comptoir/eslint-config/react'

export default [
  ...react({ tsconfigRootDir: import.meta.dirname }),
  ...moduleLayers({
    root: import.meta.dirname,
    modules: 'src/features',
    // Lowest first: a feature reads only the ones below it; the routes and the layouts compose
    // them. The shared building blocks (exports, the session, the live events) sit at the bottom,
    // then the areas of the portal; the shared page parts (`src/components`) sit below them all.
    layers: [
      ['exports', 'notifications', 'session'],
      'auth',
      'commissions',
      ['apply', 'landing', 'settings', 'orders'],
      'dashboard',
      ['operations', 'payouts'],
    ],
    composition: ['src/routes', 'src/layouts'],
    platform: ['src/components', 'src/safe-redirect.ts', 'src/env.ts'],
    config: 'apps/ambassador/eslint.config.js',
  }),
]
