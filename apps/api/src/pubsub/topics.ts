/**
 * Every topic of the API's pub/sub and the payload it carries. Payloads are plain JSON (strings,
 * numbers, null; instants as ISO strings) so that a transport between processes carries them as is.
 */
export interface Topics {
  /** An order changed state; the key is the order number. */
  orderStatusChanged: OrderStatusChangedEvent
  /** What the public catalogue shows changed; the key is always {@link catalogueKey}. */
  catalogueChanged: CatalogueChangedEvent
}

/** The one key of the catalogueChanged topic. */
export const catalogueKey = 'catalogue'

export interface CatalogueChangedEvent {
  /**
   * The products whose public data changed (price, content, a stock status of the product or of
   * one of its variants); null when anything may have changed (e.g. units back in stock).
   */
  productIds: string[] | null
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
