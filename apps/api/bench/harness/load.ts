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

/** Runs autocannon in its own Node process pinned to the load core, and returns its summary. */
export async function runLoad(plan: LoadPlan): Promise<LoadSummary> {
  const worker = spawnPinned(
    loadCore,
    ['--import', 'tsx', 'bench/harness/load-worker.ts', JSON.stringify(plan)],
    {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  worker.child.stdout?.setEncoding('utf8')
  worker.child.stdout?.on('data', (chunk: string) => {
    output += chunk
  })
  const code = await worker.exited
  const line = output.trim().split('\n').pop() ?? ''
  if (code !== 0 || !line.startsWith('{')) {
    throw new Error(`the load generator failed (exit ${String(code)}): ${output}`)
  }
  return JSON.parse(line) as LoadSummary
}

/** True when every request of the run got a 2xx answer in time. */
export function cleanRun(summary: LoadSummary): boolean {
  return summary.non2xx === 0 && summary.errors === 0 && summary.timeouts === 0
}
