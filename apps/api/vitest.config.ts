/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('node', {
  // Node loads graphql's CommonJS entry for the libraries; the sources must get the same copy.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    globalSetup: ['test/global-setup.ts'],
  },
})
