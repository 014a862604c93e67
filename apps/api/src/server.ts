import type { Logger } from 'pino'

import { buildApp, type AppOptions, type ComptoirApp } from './app'
import type { Config } from './config'
import { openMigratedDatabase, type DatabaseHandle } from './db/client'
import { createPasswordHasher } from './modules/accounts/passwords'
import { sealPlainTotpSecrets } from './modules/staff/seal-secrets'
import { createSecretBox } from './modules/staff/secret-box'
import { startMetricsServer } from './observability/metrics-server'
import { demoDataFor } from './seed/demo-data'
import { isDatabaseEmpty, seedDatabase } from './seed/seed'

export interface RunningServer {
  app: ComptoirApp
  database: DatabaseHandle
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  address: string
  /** The address of the metrics listener (`METRICS_PORT`), if there is one. */
  metricsAddress: string | null
  /** Graceful stop: sockets closed with 1001, in-flight requests finished, database closed. */
  stop(): Promise<void>
}

/**
 * Opens the database, applies migrations, seals the staff's TOTP secrets still stored plain, and
 * seeds the demo data on an empty one (one instance at a time).
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<DatabaseHandle> {
  const database = await openMigratedDatabase(config, logger)
  try {
    if (config.staffSecretKey.demo) {
      logger.warn(
        'staff authenticator secrets are sealed with the public demo key (back office on localhost): set STAFF_SECRET_KEY',
      )
    }
    const sealed = await sealPlainTotpSecrets(
      database.db,
      createSecretBox(config.staffSecretKey.key),
    )
    if (sealed > 0) logger.info({ sealed }, 'staff authenticator secrets sealed')
    // Instances starting together on an empty database: one seeds, the others then find it full.
    await database.exclusively(async () => {
      if (!(await isDatabaseEmpty(database.db))) return
      const summary = await seedDatabase(database.db, demoDataFor(config), createPasswordHasher())
      logger.info(summary, 'empty database: demo data loaded')
    })
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

/** Starts the whole API: database, application, listening socket. */
export async function startServer(
  config: Config,
  logger: Logger,
  overrides: Partial<Omit<AppOptions, 'config' | 'database' | 'logger'>> = {},
): Promise<RunningServer> {
  const database = await prepareDatabase(config, logger)
  let app: ComptoirApp | undefined
  try {
    app = await buildApp({ ...overrides, config, database, logger })
    const address = await app.fastify.listen({ port: config.port, host: config.host })
    const metrics =
      config.metricsPort === null
        ? null
        : await startMetricsServer({ port: config.metricsPort, host: config.host })
    const started = app
    let stopping: Promise<void> | null = null
    return {
      app: started,
      database,
      address,
      metricsAddress: metrics?.address ?? null,
      stop() {
        stopping ??= started
          .close()
          .then(() => metrics?.close())
          .finally(() => database.close())
        return stopping
      },
    }
  } catch (error) {
    // Whatever was opened before the failure is released, so the process can exit cleanly.
    await app?.close().catch(() => undefined)
    await database.close().catch(() => undefined)
    throw error
  }
}
