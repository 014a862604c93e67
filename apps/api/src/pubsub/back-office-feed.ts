import type { PubSub } from './pubsub'
import { backOfficeKey, type BackOfficeEvent, type Topic, type Topics } from './topics'

/** The back office's view of an event published on another topic, if it shows one. */
export function backOfficeEventOf<T extends Topic>(
  topic: T,
  key: string,
  payload: Topics[T],
): BackOfficeEvent | null {
  if (topic === 'orderStatusChanged') {
    const event = payload as Topics['orderStatusChanged']
    return {
      kind: event.previousStatus === null ? 'ORDER_PLACED' : 'ORDER_STATUS_CHANGED',
      recordId: key,
      status: event.status,
      at: event.changedAt,
    }
  }
  if (topic === 'ambassadorEvent') {
    const event = payload as Topics['ambassadorEvent']
    if (event.type !== 'PAYOUT_STATUS_CHANGED' || !event.payoutId) return null
    return {
      kind: event.payoutStatus === 'REQUESTED' ? 'PAYOUT_REQUESTED' : 'PAYOUT_STATUS_CHANGED',
      recordId: event.payoutId,
      status: event.payoutStatus,
      at: event.at,
    }
  }
  return null
}

const fed = new WeakSet<PubSub>()

/**
 * A pub/sub that also tells the back office what its owners publish for others: an order placed
 * or changing state (orderStatusChanged), a payout requested or settled (ambassadorEvent). The
 * owning modules publish once; every instance's back office hears it on `backOfficeEvent`.
 */
export function withBackOfficeFeed(pubsub: PubSub): PubSub {
  if (fed.has(pubsub)) return pubsub
  const feeding: PubSub = {
    ...pubsub,
    async publish(topic, key, payload) {
      await pubsub.publish(topic, key, payload)
      const event = backOfficeEventOf(topic, key, payload)
      if (event) await pubsub.publish('backOfficeEvent', backOfficeKey, event)
    },
  }
  fed.add(feeding)
  return feeding
}
