import { createHash } from 'node:crypto'
import { mkdir } from 'node:fs/promises'

import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { Logger as DrizzleLogger } from 'drizzle-orm/logger'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import type { Logger } from 'pino'

import { watchPool } from '../observability/pool-registry'
import { migrationsFolder } from '../paths'
import * as schema from './schema'

/** The Drizzle database (or a transaction on it), whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database with what the process needs around it. */
export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** SQL statements sent since the handle was opened (for tests and benchmarks). */
  readonly statementCount: number
  /** Applies the checked-in SQL migrations that have not run yet. */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other process runs its own `exclusively` work on this database (a
   * PostgreSQL advisory lock): instances starting together on an empty database migrate and
   * seed it one after the other. The embedded database has one process: `work` simply runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** A tarball of the embedded database's data folder (null for PostgreSQL). */
  dump(): Promise<Blob | null>
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>
  /** Connections of the PostgreSQL pool (null for the embedded database). */
  poolUse(): PoolUse | null
  close(): Promise<void>
}

/** How busy a connection pool is: open connections, idle ones, and checkouts queued for one. */
export interface PoolUse {
  total: number
  idle: number
  waiting: number
  max: number
}

/** How long a query waits for a free pooled connection before failing with {@link isPoolTimeout}. */
export const defaultPoolTimeoutMs = 5_000

/** The advisory lock of start-up work (migrations, demo data): any fixed number, the same everywhere. */
const startUpLockKey = 7_203_114_501

/** Longest wait for the pool's connections to end when the database is closed. */
const closeWaitMs = 5_000

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; null opens the embedded database. */
  databaseUrl: string | null
  /** Folder of the embedded database; null keeps it in memory. */
  dataDir: string | null
  /** A data-directory tarball to start the embedded database from (tests). */
  loadDataDir?: Blob
  logger: Logger
  /** Pool size for PostgreSQL. */
  poolSize?: number
  /** Longest wait for a free pooled connection (default {@link defaultPoolTimeoutMs}). */
  poolTimeoutMs?: number
}

function countingLogger(onQuery: () => void): DrizzleLogger {
  return { logQuery: onQuery }
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true })
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  await client.waitReady
  let statementCount = 0
  const db = drizzlePglite({
    client,
    schema,
    logger: countingLogger(() => (statementCount += 1)),
  })
  return {
    db,
    kind: 'pglite',
    get statementCount() {
      return statementCount
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder })
    },
    exclusively: (work) => work(),
    async dump() {
      return client.dumpDataDir('none')
    },
    async ping() {
      await client.query('SELECT 1')
    },
    poolUse: () => null,
    async close() {
      if (!client.closed) await client.close()
    },
  }
}

function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): DatabaseHandle {
  const max = options.poolSize ?? 10
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    // A checkout waits this long for a free connection, then fails: no request waits forever.
    connectionTimeoutMillis: options.poolTimeoutMs ?? defaultPoolTimeoutMs,
    idleTimeoutMillis: 10_000,
  })
  // An idle client whose server went away emits 'error'; without a listener the process would crash.
  pool.on('error', (error) => {
    options.logger.warn({ err: error }, 'database connection lost; the pool will reconnect')
  })
  // A checked-out client (a migration, a transaction) has no pool listener: its query fails, and
  // the 'error' it also emits must not become an uncaught exception.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      options.logger.warn({ err: error }, 'database connection lost during a query')
    })
  })
  const poolUse = (): PoolUse => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
  })
  const unwatch = watchPool(poolUse)
  let statementCount = 0
  const db = drizzleNodePg({
    client: pool,
    schema,
    logger: countingLogger(() => (statementCount += 1)),
  })
  let closed = false
  return {
    db,
    kind: 'postgres',
    get statementCount() {
      return statementCount
    },
    async migrate() {
      await migrateNodePg(db, { migrationsFolder })
    },
    async exclusively(work) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [startUpLockKey])
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [startUpLockKey]).catch(() => undefined)
        client.release()
      }
    },
    dump: () => Promise.resolve(null),
    async ping() {
      await pool.query('SELECT 1')
    },
    poolUse,
    async close() {
      if (closed) return
      closed = true
      unwatch()
      // A client that is never released (drizzle does not release one whose BEGIN failed) would
      // hold pool.end() forever; past the wait, the process goes on closing without it.
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        pool.end(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, closeWaitMs)
        }),
      ])
      clearTimeout(timer)
    },
  }
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded database. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options)
}

/**
 * Opens the configured database and applies the migrations that have not run yet: the first
 * step of the server and of every command. The database is closed again if they fail.
 */
export async function openMigratedDatabase(
  config: { databaseUrl: string | null; dataDir: string | null; databasePoolSize?: number },
  logger: Logger,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    ...(config.databasePoolSize ? { poolSize: config.databasePoolSize } : {}),
  })
  try {
    await database.exclusively(() => database.migrate())
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

/** Whether an error (or one it caused) is the pool's refusal after waiting for a free connection. */
export function isPoolTimeout(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error;) {
    if (current.message === 'timeout exceeded when trying to connect') return true
    const next: unknown = (current as { originalError?: unknown }).originalError ?? current.cause
    current = next
  }
  return false
}

function hasRows(value: unknown): value is { rows: unknown[] } {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows)
  )
}

/** Runs a raw statement and returns its rows, whichever driver is underneath. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query)
  if (!hasRows(result)) throw new Error('The database driver returned no rows array')
  return result.rows as Row[]
}

const dialect = new PgDialect()
const statementNames = new Map<string, string>()

/** A prepared statement's name, made from its text: the same text always has the same name. */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (!name) {
    name = `q${createHash('sha256').update(text).digest('hex').slice(0, 40)}`
    if (statementNames.size >= 1000) statementNames.clear()
    statementNames.set(text, name)
  }
  return name
}

/**
 * Runs a raw statement of a hot path as a named prepared statement, and returns its rows: each
 * PostgreSQL connection parses it once and, after a few runs, keeps its plan, instead of parsing
 * and planning it on every call. For statements whose text takes few shapes (the values are
 * parameters); each shape is prepared once per connection.
 */
export async function queryPreparedRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query)
  const result: unknown = await db._.session
    .prepareQuery(built, undefined, statementName(built.sql), false)
    .execute()
  if (!hasRows(result)) throw new Error('The database driver returned no rows array')
  return result.rows as Row[]
}

/** A statement built once, run with values for its placeholders (`sql.placeholder`). */
export type PreparedStatement<Row> = (
  db: Database,
  values: Readonly<Record<string, unknown>>,
) => Promise<Row[]>

/**
 * A raw statement of a hot path whose values are all placeholders: its text is built once, and
 * it runs as a named prepared statement (see {@link queryPreparedRows}), without building the SQL
 * again on every call.
 */
export function preparedStatement<Row>(query: SQL): PreparedStatement<Row> {
  const built = dialect.sqlToQuery(query)
  const name = statementName(built.sql)
  return async (db, values) => {
    const result: unknown = await db._.session
      .prepareQuery(built, undefined, name, false)
      .execute(values)
    if (!hasRows(result)) throw new Error('The database driver returned no rows array')
    return result.rows as Row[]
  }
}
