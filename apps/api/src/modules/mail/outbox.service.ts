import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema'
import type { MailTransport } from './mail-transport'

export interface OutgoingMail {
  kind: string
  to: string
  subject: string
  text: string
  html: string
  link?: string
}

const maxAttempts = 5
const lockMs = 60_000
const batchSize = 20

/** Records an e-mail in the outbox, in the caller's transaction. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link ?? null,
  })
}

export interface MailDispatcher {
  /** Sends what is waiting now (in the background); resolves when that round ends. */
  flush(): Promise<void>
  /** Stops the periodic retries and waits for the round in progress. */
  stop(): Promise<void>
}

/**
 * Delivers the outbox: right after each enqueue (through `flush`) and every `intervalMs` for
 * retries. Each round claims a batch with a lock so several API instances never send twice.
 */
export function createMailDispatcher(
  db: Database,
  transport: MailTransport,
  logger: Logger,
  intervalMs = 30_000,
): MailDispatcher {
  let running: Promise<void> | null = null
  /** Flushes asked for, and flushes a round has started for: a request during a round gets one more round. */
  let requested = 0
  let served = 0

  async function claim() {
    const now = new Date()
    const waiting = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, maxAttempts),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(now.getTime() + lockMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, waiting))
      .returning()
  }

  async function round() {
    const batch = await claim()
    for (const row of batch) {
      try {
        await transport.send({
          id: row.id,
          kind: row.kind,
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html,
          link: row.link,
        })
        // A sent message's body and link (a reset or order link holds a token) are not kept.
        await db
          .update(mailOutbox)
          .set({
            sentAt: new Date(),
            lockedUntil: null,
            lastError: null,
            text: '',
            html: '',
            link: null,
          })
          .where(eq(mailOutbox.id, row.id))
      } catch (error) {
        logger.error({ err: error, mailId: row.id, kind: row.kind }, 'e-mail not sent; will retry')
        await db
          .update(mailOutbox)
          .set({ lockedUntil: null, lastError: error instanceof Error ? error.message : 'unknown' })
          .where(eq(mailOutbox.id, row.id))
      }
    }
  }

  function flush(): Promise<void> {
    requested += 1
    if (running) return running
    running = (async () => {
      while (served < requested) {
        served = requested
        try {
          await round()
        } catch (error) {
          logger.error({ err: error }, 'the mail outbox could not be read')
        }
      }
    })().finally(() => {
      running = null
    })
    return running
  }

  const timer = setInterval(() => void flush(), intervalMs)
  timer.unref()

  return {
    flush,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
