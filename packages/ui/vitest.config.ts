/// <reference types="vitest/config" />
import { testConfig } from '@comptoir/vitest-config'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'

export default testConfig('happy-dom', {
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    // One DOM per worker instead of one per file: the suite runs about four times faster.
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    // Stylesheets the tests read: the tokens, and the toasts' position (below the header).
    css: {
      include: [/tokens\.css/, /toast\.module\.css/],
      modules: { classNameStrategy: 'non-scoped' },
    },
  },
})
