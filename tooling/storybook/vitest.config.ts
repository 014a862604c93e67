import { fileURLToPath } from 'node:url'

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

/** The machine's Chromium: no browser is ever downloaded (CI sets CHROME_PATH). */
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url))

/**
 * Every story rendered in real Chromium, once per language: it must render, its play function
 * must pass and axe must find no violation (`parameters.a11y.test = 'error'` in the preview).
 */
export default defineConfig({
  test: {
    projects: (['en', 'fr'] as const).map((locale) => ({
      extends: true,
      plugins: [
        storybookTest({ configDir, initialGlobals: { locale } }),
        // The two languages run side by side: each needs its own optimized dependencies, or one
        // project's re-optimization pulls the modules from under the other's stories.
        {
          name: 'stories-cache-per-language',
          enforce: 'post',
          config: () => ({
            cacheDir: fileURLToPath(
              new URL(`./node_modules/.cache/stories-${locale}`, import.meta.url),
            ),
          }),
        },
      ],
      test: {
        name: `stories (${locale})`,
        // A story that opens overlays and checks them with axe takes seconds on a loaded 2-core machine.
        testTimeout: 30_000,
        browser: {
          enabled: true,
          headless: true,
          provider: playwright({
            launchOptions: {
              executablePath: chromium,
              args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--no-first-run',
              ],
            },
          }),
          instances: [{ browser: 'chromium' }],
          // Failures are told by the report; no screenshot lands beside the stories in the apps.
          screenshotFailures: false,
        },
      },
    })),
  },
})
