import {
  benchmarkNames,
  parseBenchArgs,
  UsageError,
  type BenchmarkName,
  type BenchSettings,
} from './harness/args'
import { catalogueBenchmark } from './catalogue/catalogue'
import { pagesBenchmark } from './pages/pages'
import { checkoutBenchmark } from './checkout/checkout'
import { eventsBenchmark } from './events/events'
import { buildProduct } from './harness/product'
import { formatTargetLine, type TargetResult } from './harness/report'

const benchmarks: Record<BenchmarkName, (settings: BenchSettings) => Promise<TargetResult[]>> = {
  catalogue: catalogueBenchmark,
  pages: pagesBenchmark,
  checkout: checkoutBenchmark,
  events: eventsBenchmark,
}

function settingsOrExit(): BenchSettings {
  try {
    return parseBenchArgs(process.argv.slice(2), process.env)
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\nUsage: pnpm bench [${benchmarkNames.join(' | ')}]…\n`)
      process.exit(2)
    }
    throw error
  }
}

const settings = settingsOrExit()
if (process.env.BENCH_SKIP_BUILD !== '1') {
  process.stderr.write('Building the API and the apps (turbo replays what is unchanged)…\n')
  await buildProduct()
}
process.stderr.write(
  `Benchmarks: ${settings.benchmarks.join(', ')}; ${settings.warmupSeconds} s warm-up and ${settings.seconds} s measure per run; product and references on core 0, load on core 1\n`,
)
let failed = false
for (const name of settings.benchmarks) {
  const started = Date.now()
  try {
    for (const result of await benchmarks[name](settings)) {
      process.stdout.write(`${formatTargetLine(result)}\n`)
    }
  } catch (error) {
    failed = true
    process.stdout.write(
      `${name} | could not run: ${error instanceof Error ? error.message : String(error)}\n`,
    )
  }
  process.stderr.write(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
}
process.exitCode = failed ? 1 : 0
