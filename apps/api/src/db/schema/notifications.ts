import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'

import { ambassadors } from './ambassadors'

/**
 * How far each ambassador has read their notifications, whatever the device: everything that
 * happened after `readAt` is unread. No row yet: everything is.
 */
export const ambassadorNotificationReads = pgTable('ambassador_notification_reads', {
  ambassadorId: uuid('ambassador_id')
    .primaryKey()
    .references(() => ambassadors.userId, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
})
