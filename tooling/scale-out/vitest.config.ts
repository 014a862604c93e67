/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('node', {
  // Node loads graphql's CommonJS entry for graphql-ws; the documents must get the same copy.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    // Real processes on one PostgreSQL, one Redis and one nginx: one file at a time.
    fileParallelism: false,
  },
})
