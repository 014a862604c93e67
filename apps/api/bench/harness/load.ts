import { apiRoot } from './paths'
import { loadCore, spawnPinned } from './processes'

export interface PlannedRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

export interface LoadPlan {
  url: string
  connections: number
  requests: PlannedRequest[]
  warmupSeconds: number
  seconds: number
}

export interface LoadSummary {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  timeouts: number
  bytesPerRequest: number
}

/**
 * Runs a load script (`bench/…/*.ts`) in its own Node process pinned to the load core, with its
 * plan as argument, and returns the JSON summary it prints as its last line.
 */
export async function runWorker<Summary>(
  script: string,
  plan: unknown,
  name: string,
): Promise<Summary> {
  const worker = spawnPinned(loadCore, ['--import', 'tsx', script, JSON.stringify(plan)], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  worker.child.stdout?.setEncoding('utf8')
  worker.child.stdout?.on('data', (chunk: string) => {
    output += chunk
  })
  const code = await worker.exited
  const line = output.trim().split('\n').pop() ?? ''
  if (code !== 0 || !line.startsWith('{')) {
    throw new Error(`the ${name} failed (exit ${String(code)}): ${output}`)
  }
  return JSON.parse(line) as Summary
}

/** Runs autocannon in its own Node process pinned to the load core, and returns its summary. */
export function runLoad(plan: LoadPlan): Promise<LoadSummary> {
  return runWorker<LoadSummary>('bench/harness/load-worker.ts', plan, 'load generator')
}

/** True when every request of the run got a 2xx answer in time. */
export function cleanRun(summary: LoadSummary): boolean {
  return summary.non2xx === 0 && summary.errors === 0 && summary.timeouts === 0
}
