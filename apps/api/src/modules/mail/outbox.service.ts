import { and, asc, count, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { Database } from '../../db/client'
import { mailOutbox, type StoredAttachment } from '../../db/schema'
import { watchOutbox } from '../../observability/metrics'
import type { MailTransport } from './mail-transport'

export interface OutgoingMail {
  kind: string
  to: string
  subject: string
  text: string
  html: string
  link?: string
  /** Where answers go (a shopper writing to the shop); the sender's address otherwise. */
  replyTo?: string
  /** Files to send with it (a payout statement), stored with the message. */
  attachments?: StoredAttachment[]
}

/** A message stored as a reference to what it is about (an order), rendered when it is sent. */
export interface MailReference {
  id: string
  kind: string
  orderId: string
  link: string | null
}

/** What a renderer makes of a reference: the message as it goes out. */
export interface RenderedMail {
  to: string
  subject: string
  text: string
  html: string
}

/**
 * Renders the messages of one kind from what they refer to, as stored at the time of sending (one
 * call per batch); a message whose subject no longer exists is left out of the answer.
 */
export type MailRenderer = (
  references: readonly MailReference[],
) => Promise<ReadonlyMap<string, RenderedMail>>

const maxAttempts = 5
const lockMs = 60_000
const batchSize = 20

const outboxRow = (mail: OutgoingMail) => ({
  kind: mail.kind,
  recipient: mail.to,
  replyTo: mail.replyTo ?? null,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  link: mail.link ?? null,
  attachments: mail.attachments ?? [],
})

/** Records an e-mail in the outbox, in the caller's transaction. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(mail))
}

/** Records several e-mails in the outbox in one statement, in the caller's transaction. */
export async function enqueueMails(db: Database, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return
  await db.insert(mailOutbox).values(mails.map(outboxRow))
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
 * Messages stored as references are rendered, at sending, by the `renderers` of their kind.
 */
export function createMailDispatcher(
  db: Database,
  transport: MailTransport,
  logger: Logger,
  intervalMs = 30_000,
  now: () => Date = () => new Date(),
  renderers: Readonly<Record<string, MailRenderer>> = {},
): MailDispatcher {
  let running: Promise<void> | null = null
  /**
   * Messages the transport took but whose sending could not be recorded (the database failed in
   * between): never handed to the transport again by this process, only recorded again. Their
   * lock is kept, so no other instance sends them again meanwhile.
   */
  const sentNotRecorded = new Set<string>()
  /** Flushes asked for, and flushes a round has started for: a request during a round gets one more round. */
  let requested = 0
  let served = 0

  async function claim() {
    const at = now()
    const waiting = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, maxAttempts),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, at)),
          ...(sentNotRecorded.size > 0 ? [notInArray(mailOutbox.id, [...sentNotRecorded])] : []),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(at.getTime() + lockMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, waiting))
      .returning()
  }

  // A sent message's body, link (a reset or order link holds a token) and files are not kept.
  // A message rendered at sending keeps the subject it went out with.
  async function recordSent(id: string, subject?: string) {
    await db
      .update(mailOutbox)
      .set({
        ...(subject === undefined ? {} : { subject }),
        sentAt: now(),
        lockedUntil: null,
        lastError: null,
        text: '',
        html: '',
        link: null,
        attachments: [],
      })
      .where(eq(mailOutbox.id, id))
  }

  async function recordLeftovers() {
    for (const id of sentNotRecorded) {
      try {
        await recordSent(id)
        sentNotRecorded.delete(id)
      } catch (error) {
        logger.error({ err: error, mailId: id }, 'e-mail sent but still not recorded as sent')
      }
    }
  }

  async function recordFailure(row: { id: string; kind: string }, error: unknown) {
    logger.error({ err: error, mailId: row.id, kind: row.kind }, 'e-mail not sent; will retry')
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null, lastError: error instanceof Error ? error.message : 'unknown' })
      .where(eq(mailOutbox.id, row.id))
  }

  /** The messages of the batch stored as references, rendered by their kind's renderer. */
  async function render(batch: readonly (typeof mailOutbox.$inferSelect)[]) {
    const references = new Map<string, MailReference[]>()
    for (const row of batch) {
      if (row.orderId === null) continue
      const reference = { id: row.id, kind: row.kind, orderId: row.orderId, link: row.link }
      references.set(row.kind, [...(references.get(row.kind) ?? []), reference])
    }
    const rendered = new Map<string, RenderedMail | Error>()
    for (const [kind, group] of references) {
      const renderer = renderers[kind]
      try {
        if (!renderer) throw new Error(`no renderer for ${kind} e-mails`)
        const mails = await renderer(group)
        for (const reference of group) {
          rendered.set(
            reference.id,
            mails.get(reference.id) ?? new Error(`nothing to render the ${kind} e-mail from`),
          )
        }
      } catch (error) {
        const failure = error instanceof Error ? error : new Error('unknown')
        for (const reference of group) rendered.set(reference.id, failure)
      }
    }
    return rendered
  }

  async function round() {
    await recordLeftovers()
    const batch = await claim()
    const rendered = await render(batch)
    for (const row of batch) {
      const mail = rendered.get(row.id)
      if (mail instanceof Error) {
        await recordFailure(row, mail)
        continue
      }
      try {
        await transport.send({
          id: row.id,
          kind: row.kind,
          to: mail?.to ?? row.recipient,
          replyTo: row.replyTo,
          subject: mail?.subject ?? row.subject,
          text: mail?.text ?? row.text,
          html: mail?.html ?? row.html,
          link: row.link,
          attachments: row.attachments,
        })
      } catch (error) {
        await recordFailure(row, error)
        continue
      }
      // Sent: a failure from here on must not make it look unsent, or it would go out twice.
      try {
        await recordSent(row.id, mail?.subject)
      } catch (error) {
        sentNotRecorded.add(row.id)
        logger.error(
          { err: error, mailId: row.id, kind: row.kind },
          'e-mail sent but not recorded as sent; recording it again',
        )
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
  const unwatch = watchOutbox(async () => {
    const [row] = await db
      .select({ unsent: count() })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)))
    return row?.unsent ?? 0
  })

  return {
    flush,
    async stop() {
      clearInterval(timer)
      unwatch()
      await running
    },
  }
}
