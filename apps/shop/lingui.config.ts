import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** The shop catalogue: every user-visible string of the shop. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
})
