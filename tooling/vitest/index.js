import { defineConfig, mergeConfig } from 'vitest/config'

/**
 * Shared Vitest settings. Each workspace merges its own environment on top.
 *
 * @param {'node' | 'happy-dom' | 'jsdom'} environment where the tests run
 * @param {import('vitest/config').ViteUserConfig} [overrides] workspace-specific settings
 */
export function testConfig(environment, overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        environment,
        include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
        restoreMocks: true,
        unstubGlobals: true,
        unstubEnvs: true,
        testTimeout: 20_000,
        hookTimeout: 60_000,
        reporters: process.env.CI ? ['default'] : ['default'],
      },
    }),
    overrides,
  )
}
