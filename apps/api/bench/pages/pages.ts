import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { productPageQuery } from '../../test/catalog'
import type { BenchSettings } from '../harness/args'
import { createThrowawayDatabase } from '../harness/databases'
import { gql } from '../harness/gql'
import { cleanRun, runLoad, type LoadSummary, type PlannedRequest } from '../harness/load'
import { shopDist } from '../harness/paths'
import { startProduct } from '../harness/product'
import { formatCount, formatMs, ratioOf, type TargetResult } from '../harness/report'

/** An anonymous visitor's page request; French through the shop's own `lang` parameter. */
function pageRequest(path: string): PlannedRequest {
  return { method: 'GET', path, headers: { accept: 'text/html' } }
}

/** The French address of a page, its query in the normal (sorted) form the shop's links use. */
function inFrench(path: string): string {
  const [pathname = '/', search = ''] = path.split('?')
  const query = new URLSearchParams(search)
  query.set('lang', 'fr')
  query.sort()
  return `${pathname}?${query.toString()}`
}

async function fetchPage(origin: string, path: string): Promise<Buffer> {
  const response = await fetch(`${origin}${path}`, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  })
  const html = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200 || !html.includes('<html')) {
    throw new Error(`${path} answered ${response.status}`)
  }
  return html
}

const describe = (summary: LoadSummary) =>
  `${formatCount(summary.requestsPerSecond)} req/s, p99 ${formatMs(summary.p99)}${cleanRun(summary) ? '' : ` (${summary.non2xx} non-2xx, ${summary.errors} errors, ${summary.timeouts} timeouts)`}`

/**
 * Server-rendered pages, anonymous, each path in English and French in turn on every
 * connection. The reference is the same process sending a static file of the same bytes: each
 * page's HTML is written into the shop's served build for the run (its static serving finds
 * files at request time) and removed afterwards, so both go through the product's own HTTP stack.
 */
export async function pagesBenchmark(settings: BenchSettings): Promise<TargetResult[]> {
  const database = await createThrowawayDatabase(settings.postgresUrl, 'pages')
  const written: string[] = []
  try {
    const product = await startProduct({ databaseUrl: database.url })
    try {
      const page = await gql(`${product.origin}/gql/public`, productPageQuery, { first: 1 })
      const slug = page.products.edges[0]?.node.slug
      if (!slug) throw new Error('the demo catalogue has no product')
      const paths = ['/', '/products', `/product?slug=${encodeURIComponent(slug)}`, '/faq']
      const results: TargetResult[] = []
      for (const path of paths) {
        const variants = [path, inFrench(path)]
        const staticPaths: string[] = []
        const sizes: number[] = []
        for (const variant of variants) {
          const html = await fetchPage(product.origin, variant)
          const name = `bench-static-${randomBytes(6).toString('hex')}.html`
          await writeFile(join(shopDist, name), html)
          written.push(join(shopDist, name))
          staticPaths.push(`/${name}`)
          sizes.push(html.length)
          const copy = await fetchPage(product.origin, `/${name}`)
          if (copy.length !== html.length) throw new Error(`the static copy of ${variant} differs`)
        }
        const plan = {
          url: product.origin,
          connections: settings.connections,
          warmupSeconds: settings.warmupSeconds,
          seconds: settings.seconds,
        }
        const rendered = await runLoad({ ...plan, requests: variants.map(pageRequest) })
        const reference = await runLoad({ ...plan, requests: staticPaths.map(pageRequest) })
        const ratio = ratioOf(rendered.requestsPerSecond, reference.requestsPerSecond)
        results.push({
          name: `page ${path.split('?')[0] ?? path} en+fr (${sizes.map((size) => formatCount(size / 1024)).join('/')} KB), ${settings.connections} conn`,
          figure: describe(rendered),
          reference: `static file ${describe(reference)}`,
          ratio,
          target: '≥ 0.5 × static, ≥ 1,000 req/s, p99 ≤ 100 ms',
          met:
            cleanRun(rendered) &&
            cleanRun(reference) &&
            (ratio ?? 0) >= 0.5 &&
            rendered.requestsPerSecond >= 1000 &&
            rendered.p99 <= 100,
        })
      }
      return results
    } finally {
      await product.stop()
    }
  } finally {
    await Promise.all(written.map((file) => rm(file, { force: true })))
    await database.drop()
  }
}
