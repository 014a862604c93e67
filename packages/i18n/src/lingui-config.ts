import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { defaultLocale, locales } from './locales'

/** A Lingui configuration, as `lingui.config.ts` exports it. */
export type LinguiConfig = Parameters<typeof defineConfig>[0]

/** Files never scanned for messages. */
export const excludedFromExtraction = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/node_modules/**',
]

/**
 * The Lingui configuration every workspace shares: en (source, default and fallback) and fr,
 * `.po` catalogues at `src/locales/{locale}/messages.po` built from `src/`, tests and stories
 * left out. Paths are relative to the folder of the `lingui.config.ts` calling it.
 *
 * @param overrides settings that replace the defaults (e.g. another `catalogs` list)
 */
export function linguiConfig(overrides: Partial<LinguiConfig> = {}): LinguiConfig {
  return defineConfig({
    sourceLocale: defaultLocale,
    locales: [...locales],
    fallbackLocales: { default: defaultLocale },
    format: formatter({ lineNumbers: false }),
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src'],
        exclude: excludedFromExtraction,
      },
    ],
    ...overrides,
  })
}
