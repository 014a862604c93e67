import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { inspectFlag } from './inspector'
import { apiRoot, repoRoot } from './paths'
import { freePort, serverCore, spawnPinned, waitForHttp } from './processes'

/** Builds the API and both apps as `pnpm build` would (turbo replays unchanged builds from its cache). */
export async function buildProduct(): Promise<void> {
  const child = spawn(
    'pnpm',
    [
      'turbo',
      'run',
      'build',
      '--filter=@comptoir/api',
      '--filter=@comptoir/shop',
      '--filter=@comptoir/ambassador',
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the build failed (exit ${String(code)})`)
}

export interface ProductInstance {
  origin: string
  pid: number
  /** Set when started with `inspectPort`. */
  inspectPort?: number
  stop(): Promise<void>
}

export interface ProductOptions {
  /** PostgreSQL; without it the embedded database in a temporary DATA_DIR. */
  databaseUrl?: string
  redisUrl?: string
  /** Time the first start may take: migrating and seeding an empty database. */
  readyTimeoutMs?: number
  /** Opens the inspector on this port (loopback), so the benchmark can ask for a full GC. */
  inspectPort?: number
}

/** Variables of the bench's own shell that must not reach the product. */
const inheritedSettings = ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR', 'MAIL_DIR', 'PUBLIC_URL']

/**
 * Starts the built API (`node dist/main.js`, production, rate limit out of reach) pinned to the
 * server core, and waits until `/readyz` answers. It migrates and seeds an empty database itself.
 */
export async function startProduct(options: ProductOptions = {}): Promise<ProductInstance> {
  const port = await freePort()
  const scratch = await mkdtemp(join(tmpdir(), 'comptoir-bench-'))
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of inheritedSettings) Reflect.deleteProperty(env, name)
  Object.assign(env, {
    NODE_ENV: 'production',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ORDER_ATTEMPTS_PER_HOUR: '100000000',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    MAIL_DIR: join(scratch, 'mail'),
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: join(scratch, 'data') }),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  })
  const inspect = options.inspectPort === undefined ? [] : [inspectFlag(options.inspectPort)]
  // BENCH_CPU_PROFILE_DIR: each instance writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const nodeArgs = [...inspect, ...profile, '--enable-source-maps', 'dist/main.js']
  const server = spawnPinned(serverCore, nodeArgs, {
    cwd: apiRoot,
    env,
  })
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    await server.stop()
    await rm(scratch, { recursive: true, force: true })
  }
  try {
    await waitForHttp(`${origin}/readyz`, options.readyTimeoutMs ?? 120_000, server.exited)
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    pid: server.pid,
    stop,
    ...(options.inspectPort === undefined ? {} : { inspectPort: options.inspectPort }),
  }
}
