import type { ViteUserConfig } from 'vitest/config'

/**
 * Shared Vitest settings. Each workspace merges its own environment on top.
 *
 * @param environment where the tests run
 * @param overrides workspace-specific settings
 */
export function testConfig(
  environment: 'node' | 'happy-dom' | 'jsdom',
  overrides?: ViteUserConfig,
): ViteUserConfig
