import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { CommerceConfig } from '../../config-commerce'
import { queryRows, type Database } from '../../db/client'
import type { PaymentProvider } from '../checkout/payments'
import type { MailDispatcher } from '../mail/outbox.service'
import type { OrderAdminService } from '../orders/order-admin.service'
import { paymentExpiredKind, paymentReminderKind } from '../orders/payment-mails'
import { bankTransferProviderId } from '../orders/bank-transfer'
import { stripeProviderId } from './stripe-provider'

export interface UnpaidOrdersDeps {
  db: Database
  orderAdmin: OrderAdminService
  providers: readonly PaymentProvider[]
  mail: MailDispatcher
  logger: Logger
  commerce: CommerceConfig
  now?: () => Date
  /** How often the job runs (default 5 minutes). */
  intervalMs?: number
}

const minuteMs = 60_000
const dayMs = 24 * 60 * minuteMs
/** Orders handled per run at most, oldest first; the next run takes the rest. */
const batchSize = 200
const actor = 'unpaid-orders'

interface DueOrder {
  number: string
  paymentMethod: string
  paymentReference: string | null
}

/**
 * The orders that wait for a payment hold their items for a while, not for ever: a bank-transfer
 * order is reminded by e-mail after `reminderDays` and cancelled after `cancelDays`; a card order
 * through Stripe is cancelled after `stripePaymentHoldMinutes` (its PaymentIntent first, so that
 * it can no longer be paid). A cancelled order's items go back on sale and its buyer is e-mailed.
 * Safe with any number of API instances running it: a reminder is claimed by a conditional
 * UPDATE that skips rows another run holds, and a cancellation is the order's transition, which
 * locks the order and moves it only from PENDING_PAYMENT.
 */
export function createUnpaidOrders(deps: UnpaidOrdersDeps) {
  const { db, commerce, logger } = deps
  const now = deps.now ?? (() => new Date())
  const transfer = commerce.bankTransfer
  let timer: NodeJS.Timeout | null = null

  /** Queues one reminder per transfer order due one; answers their numbers. */
  async function remind(at: Date): Promise<string[]> {
    const remindBefore = new Date(at.getTime() - transfer.reminderDays * dayMs).toISOString()
    // An order already due for cancellation gets its cancellation, not a reminder just before.
    const cancelBefore = new Date(at.getTime() - transfer.cancelDays * dayMs).toISOString()
    const rows = await queryRows<{ number: string }>(
      db,
      sql`WITH due AS (
          SELECT "id" FROM "orders"
          WHERE "status" = 'PENDING_PAYMENT' AND "payment_method" = ${bankTransferProviderId}
            AND "payment_reminded_at" IS NULL AND "created_at" <= ${remindBefore}::timestamptz
            AND "created_at" > ${cancelBefore}::timestamptz
          ORDER BY "created_at" LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        ), reminded AS (
          UPDATE "orders" AS o SET "payment_reminded_at" = ${at.toISOString()}::timestamptz
          FROM due WHERE o."id" = due."id" AND o."payment_reminded_at" IS NULL
            AND o."status" = 'PENDING_PAYMENT'
          RETURNING o."id", o."email", o."number"
        ), queued AS (
          INSERT INTO "mail_outbox" ("kind", "recipient", "subject", "text", "html", "order_id")
          SELECT ${paymentReminderKind}, "email", '', '', '', "id" FROM reminded
        )
        SELECT "number" FROM reminded`,
    )
    return rows.map((row) => row.number)
  }

  /** The unpaid orders whose hold has run out by `at`, oldest first. */
  async function dueForCancellation(at: Date): Promise<DueOrder[]> {
    const transferCutoff = new Date(at.getTime() - transfer.cancelDays * dayMs).toISOString()
    const cardCutoff = new Date(
      at.getTime() - commerce.stripePaymentHoldMinutes * minuteMs,
    ).toISOString()
    return queryRows<DueOrder>(
      db,
      sql`SELECT "number", "payment_method" AS "paymentMethod",
          "payment_reference" AS "paymentReference"
        FROM "orders"
        WHERE "status" = 'PENDING_PAYMENT' AND (
          ("payment_method" = ${bankTransferProviderId}
            AND "created_at" <= ${transferCutoff}::timestamptz)
          OR ("payment_method" = ${stripeProviderId}
            AND "created_at" <= ${cardCutoff}::timestamptz))
        ORDER BY "created_at" LIMIT ${batchSize}`,
    )
  }

  /** Closes the order's payment, then cancels the order; false when it is left as it is. */
  async function cancel(order: DueOrder): Promise<boolean> {
    const provider = deps.providers.find((candidate) => candidate.id === order.paymentMethod)
    if (!provider) {
      logger.warn(
        { order: order.number, method: order.paymentMethod },
        'an unpaid order of a payment method no longer configured is left to an operator',
      )
      return false
    }
    if (provider.close && order.paymentReference) {
      if ((await provider.close(order.paymentReference)) === 'kept') return false
    }
    const result = await deps.orderAdmin.transition(order.number, 'CANCELLED', {
      actor,
      note: 'payment not received in time',
      from: 'PENDING_PAYMENT',
      notify: paymentExpiredKind,
    })
    return result.ok
  }

  /** One pass: reminders, then cancellations. Returns what it did. */
  async function run(at: Date = now()) {
    const reminded = await remind(at)
    const cancelled: string[] = []
    for (const order of await dueForCancellation(at)) {
      try {
        if (await cancel(order)) cancelled.push(order.number)
      } catch (error) {
        logger.error({ err: error, order: order.number }, 'an unpaid order could not be cancelled')
      }
    }
    if (reminded.length > 0) {
      deps.mail.flush().catch((error: unknown) => {
        logger.error({ err: error }, 'the payment reminders could not be dispatched')
      })
    }
    if (reminded.length > 0 || cancelled.length > 0) {
      logger.info({ reminded, cancelled }, 'unpaid orders reminded and cancelled')
    }
    return { reminded, cancelled }
  }

  return {
    run,
    /** Runs the job every `intervalMs` in this process. */
    start() {
      timer ??= setInterval(
        () => {
          run().catch((error: unknown) => {
            logger.error({ err: error }, 'the unpaid orders job failed')
          })
        },
        deps.intervalMs ?? 5 * minuteMs,
      )
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}

export type UnpaidOrders = ReturnType<typeof createUnpaidOrders>
