import pino from 'pino'

import { loadConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { createPasswordHasher } from '../src/modules/accounts/passwords'
import { demoData } from '../src/seed/demo-data'
import { seedDatabase } from '../src/seed/seed'

/**
 * The production configuration of a benchmark's API (silent, any free port) and its database:
 * DATABASE_URL when set, else an in-memory embedded one, migrated and filled with the demo data.
 */
export async function openBenchDatabase() {
  const logger = pino({ level: 'silent' })
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
  })
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null, logger })
  await database.migrate()
  await seedDatabase(database.db, demoData, createPasswordHasher())
  return { config, logger, database }
}
