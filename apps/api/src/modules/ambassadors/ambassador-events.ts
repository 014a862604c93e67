import type { Logger } from 'pino'

import type { PubSub } from '../../pubsub/pubsub'

export const ambassadorEventTypes = [
  'ORDER_ATTRIBUTED',
  'COMMISSION_STATUS_CHANGED',
  'OPERATION_GOAL_REACHED',
  'PAYOUT_STATUS_CHANGED',
  'LINK_CLICKED',
] as const

export type AmbassadorEventType = (typeof ambassadorEventTypes)[number]

/** Something that happened to one ambassador's business; plain JSON so it crosses instances. */
export interface AmbassadorEvent {
  type: AmbassadorEventType
  ambassadorId: string
  /** ISO 8601 instant. */
  at: string
  orderNumber: string | null
  commissionId: string | null
  commissionStatus: string | null
  /**
   * ORDER_ATTRIBUTED: the commission the order earns (its ledger line's amount); commission and
   * payout events: their amount; OPERATION_GOAL_REACHED: the goal reached.
   */
  amountCents: number | null
  /** ORDER_ATTRIBUTED only: the order's sales (merchandise after discount, VAT included). */
  salesCents: number | null
  operationId: string | null
  operationCode: string | null
  payoutId: string | null
  payoutStatus: string | null
}

/** Tells the instances that an ambassador's sessions or status changed: their sockets re-check. */
export interface AmbassadorSessionsChanged {
  userId: string
}

declare module '../../pubsub/topics' {
  interface Topics {
    /** Keyed by the ambassador's user id. */
    ambassadorEvent: AmbassadorEvent
    /** One key for all: `all`. */
    ambassadorSessionsChanged: AmbassadorSessionsChanged
  }
}

/** An event with the fields it does not use set to null. */
export function ambassadorEvent(
  type: AmbassadorEventType,
  ambassadorId: string,
  at: Date,
  fields: Partial<Omit<AmbassadorEvent, 'type' | 'ambassadorId' | 'at'>>,
): AmbassadorEvent {
  return {
    type,
    ambassadorId,
    at: at.toISOString(),
    orderNumber: null,
    commissionId: null,
    commissionStatus: null,
    amountCents: null,
    salesCents: null,
    operationId: null,
    operationCode: null,
    payoutId: null,
    payoutStatus: null,
    ...fields,
  }
}

/** Publishes events to each one's ambassador; a failure is logged, never thrown at the caller. */
export function createEventPublisher(pubsub: PubSub, logger: Logger) {
  return async (events: readonly AmbassadorEvent[]) => {
    for (const event of events) {
      try {
        await pubsub.publish('ambassadorEvent', event.ambassadorId, event)
      } catch (error) {
        logger.error({ err: error, event: event.type }, 'ambassador event not published')
      }
    }
  }
}

export type EventPublisher = ReturnType<typeof createEventPublisher>
