/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('node', {
  // Node loads graphql's CommonJS entry for the libraries; the sources must get the same copy.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    globalSetup: ['test/global-setup.ts'],
    // The benchmarks run apart (`pnpm bench`); their pure helpers are tested with the rest.
    include: ['bench/**/*.test.ts'],
  },
})
