import { ConfigError, loadConfig } from './config'
import pino from 'pino'

import { loggerOptions } from './logger'
import { requestIdMixin } from './observability/request-context'
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
const logger = pino({ ...loggerOptions(config), mixin: requestIdMixin })

process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason }, 'unhandled promise rejection')
})
// A supervisor restarts the process: it gets one fatal line and a non-zero status, not a stack on stderr.
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'unexpected failure; exiting')
  process.exit(1)
})

try {
  const server = await startServer(config, logger)
  logger.info(
    {
      shop: config.publicUrl,
      ambassador: config.ambassadorUrl,
      admin: config.adminUrl,
      listening: server.address,
      ...(server.metricsAddress && { metrics: `${server.metricsAddress}/metrics` }),
    },
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
