import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'

import { loadLazyParts } from './lazy-parts'

/** How long loading the on-demand parts may take on a loaded two-core machine. */
export const lazyLoadTimeoutMs = 120_000

/**
 * The common setup of the component tests of this package and of the apps: DOM matchers, the
 * DOM emptied after each test, and the on-demand parts loaded before the first test (see
 * {@link loadLazyParts}).
 */
beforeAll(loadLazyParts, lazyLoadTimeoutMs)

afterEach(() => {
  cleanup()
})
