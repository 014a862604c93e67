import type { AmbassadorEvent } from './notifications.graphql'

/** What makes two copies of one event (live, and rebuilt by `recentEvents`) the same event. */
function eventKey(event: AmbassadorEvent): string {
  return [
    event.type,
    Date.parse(event.at),
    event.orderNumber,
    event.commissionId,
    event.commissionStatus,
    event.payoutId,
    event.payoutStatus,
    event.operationId,
  ].join('|')
}

/**
 * The live events of this visit and the latest ones from before it, newest first, each once
 * (the live copy wins), at most `limit`.
 */
export function mergeEvents(
  live: readonly AmbassadorEvent[],
  earlier: readonly AmbassadorEvent[],
  limit: number,
): AmbassadorEvent[] {
  const seen = new Set<string>()
  const merged: AmbassadorEvent[] = []
  for (const event of [...live, ...earlier]) {
    const key = eventKey(event)
    if (seen.has(key)) continue
    seen.add(key)
    merged.push(event)
  }
  // A stable sort: events of one instant keep the order the server gave them.
  return merged.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit)
}

/** A key for a list item: the event's identity. */
export { eventKey }
