import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { createLogger } from '../logger'

const config = loadConfig()
const logger = createLogger(config)
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  logger,
})
try {
  await database.migrate()
  logger.info({ database: database.kind }, 'migrations applied')
} finally {
  await database.close()
}
