/**
 * Every topic of the API's pub/sub and the payload it carries. Payloads are plain JSON (strings,
 * numbers, null; instants as ISO strings) so that a transport between processes carries them as is.
 */
export interface Topics {
  /** An order changed state; the key is the order number. */
  orderStatusChanged: OrderStatusChangedEvent
}

export interface OrderStatusChangedEvent {
  orderNumber: string
  status: string
  previousStatus: string | null
  /** ISO 8601 instant of the change. */
  changedAt: string
}

/** A topic's name. */
export type Topic = keyof Topics
