/** The benchmarks `pnpm bench` knows, in the order it runs them. */
export const benchmarkNames = ['catalogue', 'pages', 'checkout', 'events'] as const

export type BenchmarkName = (typeof benchmarkNames)[number]

export interface BenchSettings {
  benchmarks: BenchmarkName[]
  /** Seconds of load before each measurement (JIT, caches, connection pools). */
  warmupSeconds: number
  /** Seconds of each measurement. */
  seconds: number
  /** Concurrent HTTP connections of the catalogue and page loads. */
  connections: number
  /** Requests in flight at once during the checkout run. */
  checkoutConcurrency: number
  /** WebSocket subscribers of the live events run, spread over two instances. */
  subscribers: number
  /** Orders placed with the ambassador's code while the subscribers listen. */
  eventOrders: number
  /** A PostgreSQL server where throwaway databases can be created (its own database is never written). */
  postgresUrl: string
  redisUrl: string
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UsageError'
  }
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number) {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    throw new UsageError(`${name} must be a positive number, not "${raw}"`)
  }
  return value
}

const nonEmpty = (value: string | undefined) => (value === '' ? undefined : value)

function isBenchmarkName(name: string): name is BenchmarkName {
  return (benchmarkNames as readonly string[]).includes(name)
}

/**
 * Reads which benchmarks to run (all when none is named) and their settings from the
 * environment.
 *
 * @throws UsageError on an unknown benchmark name or a bad number
 */
export function parseBenchArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchSettings {
  const names = argv.filter((arg) => arg !== '--')
  const unknown = names.filter((name) => !isBenchmarkName(name))
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown benchmark ${unknown.map((name) => `"${name}"`).join(', ')}; choose among ${benchmarkNames.join(', ')}`,
    )
  }
  const chosen = new Set(names)
  return {
    benchmarks:
      chosen.size === 0 ? [...benchmarkNames] : benchmarkNames.filter((name) => chosen.has(name)),
    warmupSeconds: positive(env, 'BENCH_WARMUP_SECONDS', 5),
    seconds: positive(env, 'BENCH_SECONDS', 10),
    connections: Math.round(positive(env, 'BENCH_CONNECTIONS', 50)),
    checkoutConcurrency: Math.round(positive(env, 'BENCH_CHECKOUT_CONCURRENCY', 10)),
    subscribers: Math.round(positive(env, 'BENCH_SUBSCRIBERS', 1000)),
    eventOrders: Math.round(positive(env, 'BENCH_EVENT_ORDERS', 20)),
    postgresUrl: nonEmpty(env.BENCH_POSTGRES_URL) ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: nonEmpty(env.BENCH_REDIS_URL) ?? 'redis://127.0.0.1:6379',
  }
}
