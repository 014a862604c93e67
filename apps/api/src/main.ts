import { ConfigError, loadConfig } from './config'
import { createLogger } from './logger'
import { startServer } from './server'

const shutdownGraceMs = 10_000

function readConfig() {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}

const config = readConfig()
const logger = createLogger(config)

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection')
})

try {
  const server = await startServer(config, logger)
  logger.info(
    { shop: config.publicUrl, ambassador: config.ambassadorUrl, listening: server.address },
    'Comptoir is running',
  )
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting')
      process.exit(1)
    }, shutdownGraceMs)
    force.unref()
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
} catch (error) {
  logger.fatal({ err: error }, 'the server could not start')
  process.exit(1)
}
