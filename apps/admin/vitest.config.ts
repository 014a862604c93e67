/// <reference types="vitest/config" />
import { linguiPlugins } from '@comptoir/i18n/vite'
import { testConfig } from '@comptoir/vitest-config'

export default testConfig('happy-dom', {
  plugins: [linguiPlugins()],
  test: {
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
