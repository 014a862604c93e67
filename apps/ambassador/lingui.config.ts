import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

const notMessages = ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**']

/**
 * The portal's catalogues: one per feature folder (`src/features/<name>/locales`), so each area
 * keeps its strings beside its code, and one for the shell (routes, layouts, app).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/features/**', ...notMessages],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}/messages',
      include: ['<rootDir>/src/features/{name}'],
      exclude: notMessages,
    },
  ],
})
