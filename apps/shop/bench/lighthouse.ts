/**
 * Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated) on the shop's
 * server-rendered pages (`/`, `/products`, a product page) and the portal's landing. Prints, per
 * page, the performance, accessibility, best-practices and SEO scores with FCP, LCP, TBT and CLS,
 * then the budget lines (performance ≥ 95, Total Blocking Time ≤ 150 ms). Each page
 * runs `LIGHTHOUSE_RUNS` times (3) and the run of median performance is kept: on a busy machine one
 * run alone swings by several points.
 *
 * Usage: pnpm --filter @comptoir/shop bench:lighthouse [shop URL, default http://localhost:3000]
 * [portal URL, default http://ambassador.localhost:3000] [product slug, default a seeded one]
 * (the product must be running, as `npm start` runs it).
 */
import lighthouse from 'lighthouse'

import { launchBrowser } from './browser'
import { formatBudget, lighthouseBudgets, type BudgetResult } from './budgets'

const shopUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '')
const portalUrl = (process.argv[3] ?? 'http://ambassador.localhost:3000').replace(/\/$/, '')
const productSlug = process.argv[4] ?? 'mariniere-classique'
const debuggingPort = 9300 + Math.floor(Math.random() * 500)
const pages = [
  { name: 'shop /', url: `${shopUrl}/` },
  { name: 'shop /products', url: `${shopUrl}/products` },
  { name: 'shop /product', url: `${shopUrl}/product?slug=${productSlug}` },
  { name: 'portal /', url: `${portalUrl}/` },
]

/** Scores the shop holds itself to besides performance, printed on each page's line. */
const otherTargets = { accessibility: 100, 'best-practices': 95, seo: 100 } as const

const browser = await launchBrowser([`--remote-debugging-port=${String(debuggingPort)}`])

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** The page's Lighthouse result of median performance over `runs` runs. */
async function medianRun(url: string) {
  const results = []
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...Object.keys(otherTargets)],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    results.push(result)
  }
  results.sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  )
  const median = results[Math.floor(results.length / 2)]
  if (!median) throw new Error('LIGHTHOUSE_RUNS must be at least 1')
  return median
}
const budgets: BudgetResult[] = []
try {
  for (const { name, url } of pages) {
    const { categories, audits } = (await medianRun(url)).lhr
    const metric = (id: string) => audits[id]?.numericValue ?? 0
    const figures = {
      performance: score(categories.performance?.score),
      totalBlockingTimeMs: metric('total-blocking-time'),
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
    }
    budgets.push(...lighthouseBudgets(name, figures))
    const scores = Object.entries(otherTargets).map(([id, target]) => {
      const value = score(categories[id]?.score)
      return `${id} ${String(value)}${value < target ? ` (< ${String(target)})` : ''}`
    })
    console.log(
      `${name}: performance ${String(figures.performance)}, ${scores.join(', ')}; FCP ${(
        figures.firstContentfulPaintMs / 1000
      ).toFixed(2)} s, LCP ${(figures.largestContentfulPaintMs / 1000).toFixed(2)} s, TBT ${String(
        Math.round(figures.totalBlockingTimeMs),
      )} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
    )
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
for (const budget of budgets) console.log(formatBudget(budget))
