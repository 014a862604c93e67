import { moduleLayers } from '@comptoir/eslint-config/module-layers'
import { react } from '@comptoir/eslint-config/react'

export default [
  ...react({ tsconfigRootDir: import.meta.dirname }),
  ...moduleLayers({
    root: import.meta.dirname,
    modules: 'src/features',
    // Lowest first: a feature reads only the ones below it; the routes and the layouts compose
    // them. The session sits at the bottom, then signing in, then the areas of the back office.
    layers: ['session', ['auth', 'invitation'], ['account', 'staff', 'audit']],
    composition: ['src/routes', 'src/layouts'],
    platform: ['src/components', 'src/safe-redirect.ts'],
    config: 'apps/admin/eslint.config.js',
  }),
]
