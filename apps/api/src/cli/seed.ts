import { loadConfig } from '../config'
import { openMigratedDatabase } from '../db/client'
import { createLogger } from '../logger'
import { createPasswordHasher } from '../modules/accounts/passwords'
import { demoDataFor } from '../seed/demo-data'
import { seedDatabase } from '../seed/seed'

const config = loadConfig()
const logger = createLogger(config)
const database = await openMigratedDatabase(config, logger)
try {
  const summary = await seedDatabase(database.db, demoDataFor(config), createPasswordHasher())
  logger.info(summary, 'demo data loaded')
} finally {
  await database.close()
}
