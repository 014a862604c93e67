/// <reference types="vitest/config" />
import { linguiPlugins } from '@comptoir/i18n/vite'
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('happy-dom', {
  plugins: [linguiPlugins()],
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
