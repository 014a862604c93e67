import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect } from '@playwright/test'

import { apiMain } from './run-state'

const repoRoot = join(import.meta.dirname, '../../..')
const adminUrl = process.env.E2E_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A product process of a spec's own, on a database of its own, and the operator's tools on it. */
export interface OwnProduct {
  shop: string
  portal: string
  /** Where the product writes its e-mails (`.eml` files). */
  mailDir: string
  /** Runs SQL on the product's database (test fixtures only). */
  sql(statement: string): string
  /** Runs the operator's ambassador CLI (`pnpm --filter @comptoir/api ambassador …`). */
  ambassadorCli(...args: string[]): string
  /** Runs the operator's order CLI (`pnpm --filter @comptoir/api cli orders …`). */
  ordersCli(...args: string[]): string
  /**
   * Starts another instance of the product on `port`, on the same database and Redis (as behind a
   * load balancer); its shop and portal origins. `stop` stops it too.
   */
  alsoOn(port: number): Promise<{ shop: string; portal: string }>
  stop(): void
}

function psql(url: string, statement: string): string {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qtAc', statement], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * Starts the built product on PostgreSQL, as `npm start` runs it in production, on a new
 * database (migrated and seeded with the demo data at start); `env` adds settings. Its limits
 * and events stay in the process (no Redis): what earlier runs counted there cannot reach it.
 * With `redis`, its instances and the operator's tools share events through Redis
 * (`E2E_REDIS_URL`), as several instances do in production.
 */
export async function startOwnProduct(
  name: string,
  port: number,
  env: Record<string, string> = {},
  options: { redis?: boolean } = {},
): Promise<OwnProduct> {
  const database = `comptoir_e2e_${name}_${String(Date.now())}`
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`)
  const mailDir = join(mkdtempSync(join(tmpdir(), `comptoir-e2e-${name}-`)), 'mail')
  psql(adminUrl, `CREATE DATABASE ${database}`)
  const redisUrl = options.redis ? (process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379') : ''
  const productEnv = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, LOG_LEVEL: 'warn' }
  const instances: ReturnType<typeof spawn>[] = []
  const startInstance = async (on: number) => {
    instances.push(
      spawn('node', [apiMain], {
        cwd: repoRoot,
        stdio: 'ignore',
        env: {
          ...process.env,
          ...productEnv,
          NODE_ENV: 'production',
          PORT: String(on),
          MAIL_DIR: mailDir,
          RATE_LIMIT_PER_MINUTE: '100000',
          ...env,
        },
      }),
    )
    const shop = `http://localhost:${String(on)}`
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${shop}/readyz`)).status
          } catch {
            return 0
          }
        },
        { timeout: 90_000, message: 'the product process starts' },
      )
      .toBe(200)
    return { shop, portal: `http://ambassador.localhost:${String(on)}` }
  }
  const { shop, portal } = await startInstance(port)
  const operator = (script: string, args: string[]) =>
    execFileSync('npx', ['-y', 'pnpm@12.21.0', '--filter', '@comptoir/api', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...productEnv },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  return {
    shop,
    portal,
    mailDir,
    sql: (statement) => psql(databaseUrl, statement),
    ambassadorCli: (...args) => operator('ambassador', args),
    ordersCli: (...args) => operator('cli', ['orders', ...args]),
    alsoOn: startInstance,
    stop() {
      for (const instance of instances) instance.kill()
      psql(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    },
  }
}

/** Undoes the quoted-printable transfer encoding of an e-mail (its text is UTF-8). */
function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3)
    if (text[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(text[index] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The e-mails of `kind` (e.g. `password-reset`) written to `mailDir` so far, oldest first, decoded. */
export function writtenMails(mailDir: string, kind: string): string[] {
  const names = existsSync(mailDir) ? readdirSync(mailDir) : []
  return names
    .filter((file) => file.endsWith('.eml') && file.includes(`-${kind}-`))
    .sort()
    .map((file) => decodeQuotedPrintable(readFileSync(join(mailDir, file), 'utf8')))
}
