import { accessSync, constants, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { defineConfig } from '@playwright/test'

const browser = process.env.CHROME_PATH ?? '/usr/bin/chromium'
try {
  accessSync(browser, constants.X_OK)
} catch {
  throw new Error(
    `Browser tests need Chromium at ${browser}. Install it with: apt-get update && apt-get install -y chromium`,
  )
}

/** The product as a user starts it: the built API serving both apps, on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 4310)
// The runner and each worker read this file: the folder chosen first is handed down through the
// environment, where a test finds the e-mails the server writes (E2E_DATA_DIR/mail).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'comptoir-e2e-'))
process.env.E2E_DATA_DIR = dataDir
// The journeys that start their own product pass this on too: the suite orders from one address.
process.env.ORDER_ATTEMPTS_PER_HOUR ??= '100000'
// Another build of the product (a copy of an earlier one, to compare) can be tested with E2E_API_MAIN.
const apiMain = process.env.E2E_API_MAIN ?? '../../apps/api/dist/main.js'
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // CI runs on two loaded cores: an assertion may wait longer than on a quiet machine.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node ${apiMain}`,
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // Playwright adds its own environment to this one: the services CI points the integration
    // tests at are emptied (the server reads an empty value as unset), so the product runs as
    // README starts it, on the embedded database with in-process pub/sub and mail to files.
    env: {
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      // Every browser of the suite comes from one address; the per-address budget is for visitors.
      RATE_LIMIT_PER_MINUTE: '100000',
      ORDER_ATTEMPTS_PER_HOUR: '100000',
    },
  },
})
