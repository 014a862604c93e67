/**
 * Every topic of the API's pub/sub and the payload it carries. Payloads are plain JSON (strings,
 * numbers, null; instants as ISO strings) so that a transport between processes carries them as is.
 */
export interface Topics {
  /** An order changed state; the key is the order number. */
  orderStatusChanged: OrderStatusChangedEvent
  /** What the public catalogue shows changed; the key is always {@link catalogueKey}. */
  catalogueChanged: CatalogueChangedEvent
  /** Something the back office shows changed; the key is always {@link backOfficeKey}. */
  backOfficeEvent: BackOfficeEvent
  /** A staff member's sessions ended (sign-out, revocation, removal); the key is always `all`. */
  staffSessionsChanged: StaffSessionsChanged
}

/** The one key of the backOfficeEvent topic. */
export const backOfficeKey = 'all'

/** What happened, as the back office's screens tell it apart. */
export const backOfficeEventKinds = [
  'ORDER_PLACED',
  'ORDER_STATUS_CHANGED',
  'APPLICATION_RECEIVED',
  'PAYOUT_REQUESTED',
  'PAYOUT_STATUS_CHANGED',
  'STAFF_SIGNED_OUT',
  'STAFF_REMOVED',
] as const

export type BackOfficeEventKind = (typeof backOfficeEventKinds)[number]

export interface BackOfficeEvent {
  kind: BackOfficeEventKind
  /** The record: an order's number; the applicant's user id; a payout's or a staff member's id. */
  recordId: string
  /** The record's status after the change, when it has one. */
  status: string | null
  /** ISO 8601 instant of the change. */
  at: string
}

export interface StaffSessionsChanged {
  staffId: string
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
