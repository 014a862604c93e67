/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the shop's
 * server-rendered pages: `/`, `/products` and a product page. Prints the performance,
 * accessibility, best-practices and SEO scores with LCP and CLS, against the shop's targets.
 *
 * Usage: pnpm --filter @comptoir/shop bench:lighthouse [shop URL, default http://localhost:3000]
 * [product slug, default a seeded one] (the product must be running, as `npm start` runs it).
 */
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const shopUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const productSlug = process.argv[3] ?? 'mariniere-classique'
const debuggingPort = 9300 + Math.floor(Math.random() * 500)
const pages = ['/', '/products', `/product?slug=${productSlug}`]

const targets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
} as const

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    `--remote-debugging-port=${String(debuggingPort)}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)
let missed = 0
try {
  for (const path of pages) {
    const result = await lighthouse(`${shopUrl}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { categories, audits } = result.lhr
    const lcp = (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000
    const cls = audits['cumulative-layout-shift']?.numericValue ?? 0
    const scores = Object.entries(targets).map(([id, target]) => {
      const value = score(categories[id]?.score)
      if (value < target) missed += 1
      return `${id} ${String(value)}${value < target ? ` (< ${String(target)})` : ''}`
    })
    if (lcp > 2) missed += 1
    if (cls > 0.05) missed += 1
    console.log(`${path}: ${scores.join(', ')}, LCP ${lcp.toFixed(2)} s, CLS ${cls.toFixed(3)}`)
    for (const [id, category] of Object.entries(categories)) {
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 0.9) {
          console.log(`  ${id}: ${audit?.title ?? ref.id} (${String(score(audit?.score))})`)
        }
      }
    }
  }
} finally {
  await browser.close()
}
console.log(
  missed === 0
    ? 'every target met (performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, LCP ≤ 2.0 s, CLS ≤ 0.05)'
    : `${String(missed)} target(s) missed`,
)
