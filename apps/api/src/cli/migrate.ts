import { loadConfig } from '../config'
import { openMigratedDatabase } from '../db/client'
import { createLogger } from '../logger'

const config = loadConfig()
const logger = createLogger(config)
const database = await openMigratedDatabase(config, logger)
logger.info({ database: database.kind }, 'migrations applied')
await database.close()
