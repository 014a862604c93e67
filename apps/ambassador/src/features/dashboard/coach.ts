/** What the coach knows about the ambassador. */
export interface CoachFacts {
  code: string
  clicks: number
  /** Mean sales per order of the period, in cents; null under 3 orders (too few to tell). */
  averageOrderCents: number | null
  hasIban: boolean
  /** Approved balance and payout minimum, in cents. */
  balanceCents: number
  minimumCents: number
  operations: readonly {
    id: string
    name: string
    state: 'DRAFT' | 'SCHEDULED' | 'LIVE' | 'ENDED'
    goalCents: number
    salesCents: number
    orders: number
  }[]
}

/** Where a piece of advice leads: a page of the portal, as the router names it. */
export type AdviceLink =
  | { to: '/payouts' | '/settings' | '/operations' | '/operations/new' }
  | { to: '/operation'; search: { id: string } }

/** One piece of advice: what to do next, with the numbers, and where. */
export type Advice =
  | { kind: 'request-payout'; balanceCents: number; link: { to: '/payouts' } }
  | { kind: 'add-iban'; link: { to: '/settings' } }
  | { kind: 'reach-minimum'; missingCents: number; link: { to: '/payouts' } }
  | {
      kind: 'reach-goal'
      operationName: string
      missingCents: number
      /** At the average order; null when there are too few orders to tell. */
      ordersToGoal: number | null
      link: AdviceLink
    }
  | { kind: 'publish-draft'; operationName: string; link: AdviceLink }
  | { kind: 'create-operation'; link: { to: '/operations/new' } }
  | { kind: 'share-link'; code: string; link: { to: '/operations' } }

/**
 * What the ambassador should do next, most useful first: cash in what can be, then push the
 * live operation toward its goal (in euros, and in orders at the average order of the period once
 * there are enough orders to tell), publish a waiting draft, start an operation, or share the
 * link when nobody clicked yet.
 */
export function coach(facts: CoachFacts): Advice[] {
  const advice: Advice[] = []
  if (facts.balanceCents >= facts.minimumCents && facts.balanceCents > 0) {
    advice.push(
      facts.hasIban
        ? { kind: 'request-payout', balanceCents: facts.balanceCents, link: { to: '/payouts' } }
        : { kind: 'add-iban', link: { to: '/settings' } },
    )
  } else if (facts.balanceCents > 0) {
    advice.push({
      kind: 'reach-minimum',
      missingCents: facts.minimumCents - facts.balanceCents,
      link: { to: '/payouts' },
    })
  }
  const live = facts.operations.find((operation) => operation.state === 'LIVE')
  if (live && live.goalCents > live.salesCents) {
    const missing = live.goalCents - live.salesCents
    const average = facts.averageOrderCents
    advice.push({
      kind: 'reach-goal',
      operationName: live.name,
      missingCents: missing,
      ordersToGoal: average !== null && average > 0 ? Math.ceil(missing / average) : null,
      link: { to: '/operation', search: { id: live.id } },
    })
  }
  const draft = facts.operations.find((operation) => operation.state === 'DRAFT')
  if (draft) {
    advice.push({
      kind: 'publish-draft',
      operationName: draft.name,
      link: { to: '/operation', search: { id: draft.id } },
    })
  }
  if (
    !facts.operations.some(
      (operation) => operation.state === 'LIVE' || operation.state === 'SCHEDULED',
    ) &&
    !draft
  ) {
    advice.push({ kind: 'create-operation', link: { to: '/operations/new' } })
  }
  if (facts.clicks === 0)
    advice.push({ kind: 'share-link', code: facts.code, link: { to: '/operations' } })
  return advice
}
