import { loadConfig } from '../config'
import { openMigratedDatabase } from '../db/client'
import { createLogger } from '../logger'
import { mailTransportFor } from '../modules/mail/mail-transport'
import { createMailDispatcher } from '../modules/mail/outbox.service'
import { orderMailRenderers } from '../modules/orders/order-confirmations'
import { pubsubForConfig } from '../pubsub/for-config'

/**
 * What an operator command needs, configured as the server is: the database, the mail outbox and
 * the pub/sub (Redis when configured, so the running servers hear of each change).
 */
export async function openOperatorRuntime() {
  const config = loadConfig()
  const logger = createLogger({ logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel })
  const database = await openMigratedDatabase(config, logger)
  const transport = mailTransportFor(config, logger)
  const mail = createMailDispatcher(
    database.db,
    transport,
    logger,
    undefined,
    undefined,
    orderMailRenderers(database.db, config),
  )
  const pubsub = pubsubForConfig(config, logger)

  /**
   * Runs a command (on the migrated database), sends the e-mails it queued and closes everything.
   *
   * @returns the exit code: 0, or 1 after printing the error's message
   */
  async function run(command: () => Promise<number>, beforeClose?: () => Promise<void>) {
    let exitCode: number
    try {
      exitCode = await command()
      await mail.flush()
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
      exitCode = 1
    } finally {
      await mail.stop()
      await beforeClose?.()
      await pubsub.close()
      transport.close()
      await database.close()
    }
    return exitCode
  }

  return { config, logger, db: database.db, mail, pubsub, run }
}
