import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import { users } from './accounts'
import type { StoredAddress } from './commerce'

/** A customer's saved delivery addresses; at most one is the default. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<StoredAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_addresses_user_id_idx').on(table.userId, table.createdAt),
    uniqueIndex('saved_addresses_one_default_key')
      .on(table.userId)
      .where(sql`is_default`),
  ],
)
