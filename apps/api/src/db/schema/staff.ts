import { sql } from 'drizzle-orm'
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const staffRole = pgEnum('staff_role', ['owner', 'orders', 'programme', 'read_only'])
export const staffStatus = pgEnum('staff_status', ['invited', 'active', 'removed'])

/** The people who run the shop: apart from customers and ambassadors, each with one role. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('en'),
    role: staffRole('role').notNull(),
    status: staffStatus('status').notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** The base32 TOTP secret, set when the second factor is enrolled. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is never taken twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_members_email_lower_key').on(sql`lower(${table.email})`)],
)

/** Single-use recovery codes, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_id_idx').on(table.staffId)],
)

/**
 * The tokens of a staff member: `invitation` (sets the password and the second factor),
 * `challenge` (the password was right, the second factor is awaited) and `session`.
 */
export const staffTokenKind = pgEnum('staff_token_kind', ['invitation', 'challenge', 'session'])

export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    kind: staffTokenKind('kind').notNull(),
    /** SHA-256 of the opaque token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Failed second-factor attempts on a challenge. */
    attempts: integer('attempts').notNull().default(0),
    /** The browser that opened a session, as it said. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_tokens_staff_id_idx').on(table.staffId, table.kind)],
)

/** Every change made from the back office or the CLI; the database refuses updates and deletes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The staff member who acted; null for the command line. */
    actorId: uuid('actor_id'),
    /** Who acted, as shown: the staff member's e-mail address, or `cli`. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_record_idx').on(table.recordType, table.at),
  ],
)
