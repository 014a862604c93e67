import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A file attached to an outbox message. */
export interface StoredAttachment {
  filename: string
  contentType: string
  /** The file's bytes in base64. */
  content: string
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is for, e.g. `password-reset`. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    /** Where answers go when not to the sender (a shopper's message to the shop). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The message's main link; with the body, blanked once the message is sent. */
    link: text('link'),
    /** Files sent with the message, their content in base64; blanked with the body once sent. */
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /**
     * The order an order confirmation is about: such a message is stored without subject or body
     * and rendered from the order as stored when it is sent.
     */
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A sender holds the message until then; another may retry it afterwards. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`sent_at IS NULL`),
  ],
)
