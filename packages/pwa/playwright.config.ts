import { accessSync, constants } from 'node:fs'
import { createServer } from 'node:net'

import { defineConfig } from '@playwright/test'

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
try {
  accessSync(chromium, constants.X_OK)
} catch {
  console.error(
    `The browser test needs Chromium at ${chromium}. Install it with: apt-get update && apt-get install -y chromium`,
  )
  process.exit(1)
}

/** A port nobody uses now; the workers inherit it through the environment. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

process.env.PWA_E2E_PORT ??= String(await freePort())
const port = Number(process.env.PWA_E2E_PORT)
const fixtureConfig = 'e2e/fixture/vite.config.ts'

/** Builds the fixture app with the PWA plugins, serves it with `vite preview`, drives Chromium. */
export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    serviceWorkers: 'allow',
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
  },
  webServer: {
    command: `vite build --configLoader runner --config ${fixtureConfig} && vite preview --configLoader runner --config ${fixtureConfig} --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  },
})
