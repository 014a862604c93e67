// The common setup (matchers, cleanup, the package's on-demand parts loaded before the tests).
import { lazyLoadTimeoutMs } from '@comptoir/ui/testing/setup'
import { beforeAll } from 'vitest'

// The cart drawer's content loads on demand, like the package's overlays (see loadLazyParts).
beforeAll(async () => {
  await import('../features/cart/cart-drawer-content')
}, lazyLoadTimeoutMs)
