/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('happy-dom', {
  test: {
    // Secure cookies are only kept on an https page.
    environmentOptions: { happyDOM: { url: 'https://shop.comptoir.test/' } },
    // graphql-ws must load the same copy of graphql as the tests' schema (ESM, not CommonJS).
    server: { deps: { inline: ['graphql-ws'] } },
  },
})
