import { isValidIban, normalizeIban } from '@comptoir/validation/iban'
import { z } from 'zod'

import {
  shopIdentityConfig,
  shopIdentityProblems,
  shopIdentityVariables,
  type ShopIdentity,
} from './config-shop-identity'

/** The shop's bank account shown to shoppers who pay by transfer, and how long it waits. */
export interface BankTransferConfig {
  holder: string
  /** Without spaces, upper case. */
  iban: string
  bic: string
  /** Days after the order when an unpaid transfer order is reminded by e-mail. */
  reminderDays: number
  /** Days after the order when an unpaid transfer order is cancelled and its items released. */
  cancelDays: number
  /** True while the demo account of `npm start` is in use (no BANK_TRANSFER_IBAN set). */
  demo: boolean
}

/** The settings of payments and orders. */
export interface CommerceConfig {
  bankTransfer: BankTransferConfig
  /** Minutes a card order (Stripe) holds its items while its payment is awaited. */
  stripePaymentHoldMinutes: number
  /** placeOrder attempts one client address may make per hour. */
  orderAttemptsPerHour: number
  /** The shop's legal identity and contact address (invoices, statements, contact page). */
  shop: ShopIdentity
}

/** The demo account of a shop started without its own: its holder says so on every page and e-mail. */
export const demoBankAccount = {
  holder: 'COMPTOIR DEMO',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
} as const

const empty = (value: unknown) => (value === '' ? undefined : value)

function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(
    empty,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be between ${String(min)} and ${String(max)}`)
      .max(max, `must be between ${String(min)} and ${String(max)}`)
      .default(fallback),
  )
}

/** The environment variables of {@link CommerceConfig}, part of the configuration's schema. */
export const commerceVariables = {
  BANK_TRANSFER_HOLDER: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .min(2, 'must name the account holder')
      .max(70, 'must be at most 70 characters')
      .optional(),
  ),
  BANK_TRANSFER_IBAN: z.preprocess(
    empty,
    z
      .string()
      .refine(isValidIban, {
        message: 'must be a valid IBAN such as FR76 3000 6000 0112 3456 7890 189',
      })
      .transform(normalizeIban)
      .optional(),
  ),
  BANK_TRANSFER_BIC: z.preprocess(
    empty,
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), {
        message: 'must be a BIC of 8 or 11 characters such as AGRIFRPPXXX',
      })
      .optional(),
  ),
  BANK_TRANSFER_REMINDER_DAYS: wholeNumber(1, 60, 3),
  BANK_TRANSFER_CANCEL_DAYS: wholeNumber(1, 90, 7),
  STRIPE_PAYMENT_HOLD_MINUTES: wholeNumber(10, 7 * 24 * 60, 60),
  ORDER_ATTEMPTS_PER_HOUR: wholeNumber(1, 1_000_000, 10),
  ...shopIdentityVariables,
}

type CommerceValues = z.output<z.ZodObject<typeof commerceVariables>>

/** Problems the variables have together (one line each), after each was checked on its own. */
export function commerceProblems(values: CommerceValues): string[] {
  const problems: string[] = []
  if (values.BANK_TRANSFER_CANCEL_DAYS <= values.BANK_TRANSFER_REMINDER_DAYS) {
    problems.push(
      'BANK_TRANSFER_CANCEL_DAYS must be more than BANK_TRANSFER_REMINDER_DAYS: the reminder comes before the cancellation',
    )
  }
  const own = [values.BANK_TRANSFER_HOLDER, values.BANK_TRANSFER_IBAN, values.BANK_TRANSFER_BIC]
  if (own.some((value) => value !== undefined) && own.some((value) => value === undefined)) {
    // Half of the shop's account beside half of the demo's would send transfers nowhere.
    problems.push(
      'BANK_TRANSFER_HOLDER, BANK_TRANSFER_IBAN and BANK_TRANSFER_BIC must be set together, or none (the demo account)',
    )
  }
  return [...problems, ...shopIdentityProblems(values)]
}

export function commerceConfig(values: CommerceValues): CommerceConfig {
  const iban = values.BANK_TRANSFER_IBAN
  return {
    bankTransfer: {
      holder: values.BANK_TRANSFER_HOLDER ?? demoBankAccount.holder,
      iban: iban ?? demoBankAccount.iban,
      bic: values.BANK_TRANSFER_BIC ?? demoBankAccount.bic,
      reminderDays: values.BANK_TRANSFER_REMINDER_DAYS,
      cancelDays: values.BANK_TRANSFER_CANCEL_DAYS,
      demo: iban === undefined,
    },
    stripePaymentHoldMinutes: values.STRIPE_PAYMENT_HOLD_MINUTES,
    orderAttemptsPerHour: values.ORDER_ATTEMPTS_PER_HOUR,
    shop: shopIdentityConfig(values),
  }
}
