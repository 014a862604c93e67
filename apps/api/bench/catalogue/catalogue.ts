import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { print } from 'graphql'

import { productPageQuery } from '../../test/catalog'
import type { BenchSettings } from '../harness/args'
import { createThrowawayDatabase } from '../harness/databases'
import { requestBody } from '../harness/gql'
import { cleanRun, runLoad, type LoadSummary } from '../harness/load'
import { apiRoot } from '../harness/paths'
import { freePort, serverCore, spawnPinned, waitForHttp } from '../harness/processes'
import { startProduct } from '../harness/product'
import { formatCount, formatMs, ratioOf, type TargetResult } from '../harness/report'

const variables = { first: 20 }
const body = requestBody(productPageQuery, variables)

/** Loads `products(first: 20)` at `origin` with the shop's document. */
function loadCatalogue(origin: string, settings: BenchSettings): Promise<LoadSummary> {
  return runLoad({
    url: origin,
    connections: settings.connections,
    warmupSeconds: settings.warmupSeconds,
    seconds: settings.seconds,
    requests: [
      {
        method: 'POST',
        path: '/gql/public',
        headers: { 'content-type': 'application/json' },
        body,
      },
    ],
  })
}

async function productAnswer(origin: string): Promise<{ text: string; data: unknown }> {
  const response = await fetch(`${origin}/gql/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  const text = await response.text()
  const parsed = JSON.parse(text) as { data?: unknown; errors?: unknown }
  if (!response.ok || !parsed.data || parsed.errors) {
    throw new Error(`the catalogue page failed: ${response.status} ${text.slice(0, 500)}`)
  }
  return { text, data: parsed.data }
}

/** Runs the limit G on the server core over `data`, and loads it the same way as the product. */
async function measureReference(data: unknown, settings: BenchSettings) {
  const scratch = await mkdtemp(join(tmpdir(), 'comptoir-bench-g-'))
  const rootFile = join(scratch, 'root.json')
  await writeFile(rootFile, JSON.stringify(data))
  const port = await freePort()
  const server = spawnPinned(
    serverCore,
    ['--import', 'tsx', 'bench/catalogue/reference-server.ts'],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BENCH_PORT: String(port),
        BENCH_SDL: join(apiRoot, 'schema/public.graphql'),
        BENCH_QUERY: print(productPageQuery),
        BENCH_ROOT: rootFile,
      },
    },
  )
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(origin, 60_000, server.exited)
    const answer = await productAnswer(origin)
    if (JSON.stringify(answer.data) !== JSON.stringify(data)) {
      throw new Error('the reference G does not answer what the product answers')
    }
    return { summary: await loadCatalogue(origin, settings), bytes: Buffer.byteLength(answer.text) }
  } finally {
    await server.stop()
    await rm(scratch, { recursive: true, force: true })
  }
}

const describe = (summary: LoadSummary) =>
  `${formatCount(summary.requestsPerSecond)} req/s, p99 ${formatMs(summary.p99)}${cleanRun(summary) ? '' : ` (${summary.non2xx} non-2xx, ${summary.errors} errors, ${summary.timeouts} timeouts)`}`

/**
 * Catalogue API: `products(first: 20)` with the shop's document at N connections, on
 * PostgreSQL and on the embedded default, against the limit G over the same answer.
 */
export async function catalogueBenchmark(settings: BenchSettings): Promise<TargetResult[]> {
  const database = await createThrowawayDatabase(settings.postgresUrl, 'catalogue')
  let onPostgres: LoadSummary
  let data: unknown
  let bytes: number
  try {
    const product = await startProduct({ databaseUrl: database.url })
    try {
      const answer = await productAnswer(product.origin)
      data = answer.data
      bytes = Buffer.byteLength(answer.text)
      onPostgres = await loadCatalogue(product.origin, settings)
    } finally {
      await product.stop()
    }
  } finally {
    await database.drop()
  }

  const embedded = await startProduct()
  let onEmbedded: LoadSummary
  try {
    await productAnswer(embedded.origin)
    onEmbedded = await loadCatalogue(embedded.origin, settings)
  } finally {
    await embedded.stop()
  }

  const reference = await measureReference(data, settings)
  const g = reference.summary.requestsPerSecond
  const referenceText = `G ${describe(reference.summary)}`
  const postgresRatio = ratioOf(onPostgres.requestsPerSecond, g)
  const embeddedRatio = ratioOf(onEmbedded.requestsPerSecond, g)
  return [
    {
      name: `catalogue products(first: 20), ${formatCount(bytes / 1024)} KB, PostgreSQL, ${settings.connections} conn`,
      figure: describe(onPostgres),
      reference: referenceText,
      ratio: postgresRatio,
      target: '≥ 0.6 × G, p99 ≤ 50 ms',
      met:
        cleanRun(onPostgres) &&
        cleanRun(reference.summary) &&
        (postgresRatio ?? 0) >= 0.6 &&
        onPostgres.p99 <= 50,
    },
    {
      name: `catalogue products(first: 20), embedded default, ${settings.connections} conn`,
      figure: describe(onEmbedded),
      reference: referenceText,
      ratio: embeddedRatio,
      target: '≥ 0.5 × G',
      met: cleanRun(onEmbedded) && cleanRun(reference.summary) && (embeddedRatio ?? 0) >= 0.5,
    },
  ]
}
