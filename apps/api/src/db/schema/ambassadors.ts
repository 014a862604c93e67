import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import { users } from './accounts'

/** The commission of a new ambassador, in basis points (10 %). */
export const defaultCommissionRateBps = 1000

export const ambassadorStatus = pgEnum('ambassador_status', [
  'APPLIED',
  'APPROVED',
  'SUSPENDED',
  'REJECTED',
])

export const ambassadors = pgTable(
  'ambassadors',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public referral code, upper case. */
    code: text('code').notNull().unique(),
    displayName: text('display_name').notNull(),
    status: ambassadorStatus('status').notNull().default('APPLIED'),
    /** Commission in basis points of the merchandise subtotal without VAT (1000 = 10 %). */
    commissionRateBps: integer('commission_rate_bps').notNull().default(defaultCommissionRateBps),
    /** Language of the programme's e-mails to this ambassador. */
    locale: text('locale').notNull().default('en'),
    motivation: text('motivation').notNull().default(''),
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why the application was rejected or the ambassador suspended, as told to them. */
    statusReason: text('status_reason'),
    /** Payout account, normalised (no spaces, upper case). */
    iban: text('iban'),
    /** When the payout account was last set or changed: payouts to it wait out a hold from then. */
    ibanChangedAt: timestamp('iban_changed_at', { withTimezone: true }),
    legalStatus: text('legal_status'),
    /** Printed on payout statements when given: postal address lines, SIRET, VAT number. */
    billingAddress: text('billing_address'),
    siret: text('siret'),
    vatNumber: text('vat_number'),
    /** E-mail preferences: a new order attributed, a commission approved, a payout sent. */
    mailNewOrder: boolean('mail_new_order').notNull().default(true),
    mailCommissionApproved: boolean('mail_commission_approved').notNull().default(true),
    mailPayoutSent: boolean('mail_payout_sent').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ambassadors_commission_rate_bps_check',
      sql`${table.commissionRateBps} >= 0 AND ${table.commissionRateBps} <= 10000`,
    ),
  ],
)
