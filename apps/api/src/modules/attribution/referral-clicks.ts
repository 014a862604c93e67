import type { PubSub } from '../../pubsub/pubsub'

/** A new click on an ambassador's link (or on one of their operations' links). */
export interface ReferralClicked {
  ambassadorId: string
  operationId: string | null
  /** ISO 8601 instant of the click. */
  at: string
}

declare module '../../pubsub/topics' {
  interface Topics {
    /** Keyed by the ambassador's user id. */
    referralClicked: ReferralClicked
  }
}

/** Tells every instance of a click; a lost announcement only delays the figures, never throws. */
export async function announceClick(pubsub: PubSub, click: ReferralClicked): Promise<void> {
  try {
    await pubsub.publish('referralClicked', click.ambassadorId, click)
  } catch {
    // The dashboard reads the click from the database on its next refresh.
  }
}

/** The clicks on one ambassador's links from now on, from any instance. */
export function clicksOf(
  pubsub: PubSub,
  ambassadorId: string,
): AsyncIterableIterator<ReferralClicked> {
  return pubsub.subscribe('referralClicked', ambassadorId)
}
