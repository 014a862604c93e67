import type { Locale } from '@comptoir/i18n/locales'
import { orderChangeSchema } from '@comptoir/validation/schemas/order-change'
import { validateInput } from '@comptoir/validation/validate'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'

import type { ShopIdentity } from '../../config-shop-identity'
import type { Database } from '../../db/client'
import { orderRequests, orders } from '../../db/schema'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import { enqueueMails, type MailDispatcher } from '../mail/outbox.service'
import {
  maySee,
  type OrderDetails,
  type OrdersService,
  type OrderViewer,
} from '../orders/orders.service'
import { requestAcknowledgementMail, shopRequestMail } from './order-request-mails'
import { deliveredAt, refusal, type OrderRequestKind } from './order-request-rules'

export type OrderRequestRecord = typeof orderRequests.$inferSelect

export interface OrderRequestsDeps {
  db: Database
  orders: OrdersService
  mail: MailDispatcher
  logger: Logger
  shop: ShopIdentity
  publicUrl: string
  now?: () => Date
}

const messages = {
  en: {
    not_found: 'This order cannot be found.',
    not_cancellable:
      'This order can no longer be cancelled: once it is delivered, ask to return it.',
    not_delivered: 'An order can be returned once it is delivered.',
    return_window_over: 'The return window of this order has closed.',
  },
  fr: {
    not_found: 'Cette commande est introuvable.',
    not_cancellable:
      'Cette commande ne peut plus être annulée : une fois livrée, demandez à la retourner.',
    not_delivered: 'Une commande peut être retournée une fois livrée.',
    return_window_over: 'Le délai de retour de cette commande est passé.',
  },
} satisfies Record<Locale, Record<string, string>>

function refused(code: keyof (typeof messages)['en'], locale: Locale): FieldError {
  return { field: null, code, message: messages[locale][code] }
}

/**
 * A shopper's requests to cancel an order not yet shipped, or to return a delivered one within
 * the return window, made from the order page by whoever may see the order.
 */
export function createOrderRequestsService(deps: OrderRequestsDeps) {
  const now = deps.now ?? (() => new Date())
  return {
    /** The requests made on each of these orders (by number), oldest first: one statement. */
    async ofOrders(numbers: readonly string[]): Promise<Map<string, OrderRequestRecord[]>> {
      const found = new Map<string, OrderRequestRecord[]>()
      if (numbers.length === 0) return found
      const rows = await deps.db
        .select({ number: orders.number, request: orderRequests })
        .from(orderRequests)
        .innerJoin(orders, eq(orders.id, orderRequests.orderId))
        .where(inArray(orders.number, [...numbers]))
        .orderBy(asc(orderRequests.createdAt))
      for (const { number, request } of rows) {
        found.set(number, [...(found.get(number) ?? []), request])
      }
      return found
    },

    /**
     * Records the request and queues, in the same transaction, the message to the shop (answered
     * to the buyer) and the buyer's acknowledgement. Asking again for the same thing changes
     * nothing and sends nothing: the request already made stands.
     */
    async request(
      input: { number: string; kind: OrderRequestKind; reason: string },
      viewer: OrderViewer,
      locale: Locale,
    ): Promise<Outcome<OrderDetails>> {
      const checked = validateInput(orderChangeSchema, { reason: input.reason }, locale)
      if (!checked.ok) return failure([...checked.errors])
      const details = await deps.orders.findVisibleOrder(input.number, viewer)
      if (!details) return failure([refused('not_found', locale)])
      const { order, events } = details
      const history = events.map((event) => ({ status: event.toStatus, at: event.createdAt }))
      const reason = refusal(input.kind, order.status, deliveredAt(history), now())
      if (reason !== null) return failure([refused(reason, locale)])
      // A guest reaches the order through its token: their acknowledgement's link carries it.
      const heldToken =
        typeof viewer.accessToken === 'string' &&
        maySee(order, { userId: null, accessToken: viewer.accessToken })
          ? viewer.accessToken
          : null
      const created = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orderRequests)
          .values({ orderId: order.id, kind: input.kind, reason: checked.value.reason.trim() })
          .onConflictDoNothing()
          .returning({ id: orderRequests.id })
        if (!row) return false
        await enqueueMails(tx, [
          shopRequestMail(
            order,
            input.kind,
            checked.value.reason.trim(),
            deps.shop.contactEmail,
            now(),
          ),
          requestAcknowledgementMail(order, input.kind, deps.publicUrl, heldToken),
        ])
        return true
      })
      if (created) {
        deps.mail.flush().catch((error: unknown) => {
          deps.logger.error({ err: error }, 'the order request e-mails could not be dispatched')
        })
      }
      return success(details)
    },
  }
}

export type OrderRequestsService = ReturnType<typeof createOrderRequestsService>
