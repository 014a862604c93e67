/** The bench's Chromium: the local one, launched as the browser tests launch it. */
import { gzipSync } from 'node:zlib'

import { chromium, type Browser } from 'playwright-core'

export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Starts Chromium (`CHROME_PATH`, default `/usr/bin/chromium`) with extra flags. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...browserArgs, ...extraArgs],
  })
}

/** Gzip bytes of the scripts a page loads until the network is idle, and their names. */
export async function initialScriptBytes(
  url: string,
): Promise<{ files: number; gzip: number; names: string[] }> {
  const browser = await launchBrowser()
  try {
    // The offline worker precaches every chunk of the app in the background; that is not the
    // page's own JavaScript, so it is kept out of the count (the worker is measured apart).
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    const names: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      names.push(new URL(response.url()).pathname)
      bodies.push(response.body())
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const scripts = await Promise.all(bodies)
    return {
      files: scripts.length,
      gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      names,
    }
  } finally {
    await browser.close()
  }
}

/**
 * The page's first heading as the HTML paints it, scripts off, for a visitor whose browser asks
 * for `locale`: empty when the page shows nothing before its scripts run.
 */
export async function headingWithoutScripts(url: string, locale: string): Promise<string> {
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, locale })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const heading = page.locator('h1').first()
    return (await heading.count()) > 0 ? ((await heading.textContent()) ?? '').trim() : ''
  } finally {
    await browser.close()
  }
}
