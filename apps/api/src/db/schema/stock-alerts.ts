import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { productVariants } from './catalog'

/**
 * A shopper's wish to hear, once, that a sold-out variant is back. The alert job e-mails it when
 * the variant has stock again and marks it notified; its unsubscribe link holds a token whose
 * hash only is kept.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Normalised (trimmed, lower case). */
    email: text('email').notNull(),
    /** Language of the e-mail. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the back-in-stock e-mail was queued; null while the alert waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** SHA-256 (hex) of the token of the e-mail's unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_variant_email_key').on(table.variantId, table.email),
    // The alert job reads the waiting alerts of variants back in stock.
    index('stock_alerts_waiting_idx')
      .on(table.variantId)
      .where(sql`notified_at IS NULL AND unsubscribed_at IS NULL`),
    index('stock_alerts_email_idx').on(table.email),
  ],
)

export type StockAlertRecord = typeof stockAlerts.$inferSelect
