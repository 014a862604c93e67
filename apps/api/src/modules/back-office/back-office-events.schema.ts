import type { StaffRole } from '@comptoir/validation/schemas/staff'
import { filter, map, pipe, Repeater } from 'graphql-yoga'

import { builder, DateTime, roles } from '../../graphql/admin/builder'
import { requireStaff } from '../../graphql/admin/context'
import { gapsOf } from '../../pubsub/pubsub'
import { backOfficeEventKinds, backOfficeKey, type BackOfficeEventKind } from '../../pubsub/topics'

/** What a live event can tell: a change, or that changes may have been missed. */
type LiveEventKind = BackOfficeEventKind | 'EVENTS_MISSED'

interface LiveEvent {
  kind: LiveEventKind
  recordId: string | null
  status: string | null
  at: string
}

/** Who hears each kind: the roles that may read the record it names. */
const audience: Record<BackOfficeEventKind, readonly StaffRole[]> = {
  ORDER_PLACED: roles.ordersView,
  ORDER_STATUS_CHANGED: roles.ordersView,
  APPLICATION_RECEIVED: roles.programmeView,
  PAYOUT_REQUESTED: roles.programmeView,
  PAYOUT_STATUS_CHANGED: roles.programmeView,
  STAFF_SIGNED_OUT: roles.oversight,
  STAFF_REMOVED: roles.oversight,
}

/** The kinds a role hears, among those asked for (all when none are named). */
export function audibleKinds(
  role: StaffRole,
  asked: readonly LiveEventKind[] | null | undefined,
): Set<LiveEventKind> {
  const wanted = asked && asked.length > 0 ? new Set(asked) : null
  const kinds = new Set<LiveEventKind>(
    backOfficeEventKinds.filter((kind) => audience[kind].includes(role)),
  )
  kinds.add('EVENTS_MISSED')
  return wanted ? new Set([...kinds].filter((kind) => wanted.has(kind))) : kinds
}

const BackOfficeEventKindEnum = builder.enumType('BackOfficeEventKind', {
  description:
    'ORDER_PLACED and ORDER_STATUS_CHANGED name an order by its number; APPLICATION_RECEIVED an applicant by their user id; PAYOUT_REQUESTED and PAYOUT_STATUS_CHANGED a payout; STAFF_SIGNED_OUT (a session ended) and STAFF_REMOVED a staff member. EVENTS_MISSED: events may have been lost on their way to this instance: read again what the screen shows.',
  values: [...backOfficeEventKinds, 'EVENTS_MISSED'] as const,
})

const BackOfficeEventRef = builder.objectRef<LiveEvent>('BackOfficeEvent').implement({
  description: 'Something the back office shows changed, on any instance of the API.',
  fields: (t) => ({
    kind: t.expose('kind', { type: BackOfficeEventKindEnum }),
    recordId: t.exposeString('recordId', {
      nullable: true,
      description: 'The record named by the kind; null for EVENTS_MISSED.',
    }),
    status: t.exposeString('status', {
      nullable: true,
      description: 'The record’s status after the change, when it has one.',
    }),
    at: t.field({ type: DateTime, resolve: (event) => new Date(event.at) }),
  }),
})

builder.subscriptionField('backOfficeEvents', (t) =>
  t.field({
    type: BackOfficeEventRef,
    authScopes: { staff: true },
    description:
      'Changes the back office shows, as they happen on any instance: only the kinds asked for (all when none) that the staff member’s role may read.',
    args: { kinds: t.arg({ type: [BackOfficeEventKindEnum], required: false }) },
    subscribe: async (_root, args, context) => {
      const { staff } = await requireStaff(context)
      const kinds = audibleKinds(staff.role, args.kinds)
      const { pubsub } = context.services
      const missed = pipe(
        gapsOf(pubsub),
        map((gap): LiveEvent => ({
          kind: 'EVENTS_MISSED',
          recordId: null,
          status: null,
          at: gap.at,
        })),
      )
      const sources: AsyncIterable<LiveEvent>[] = [
        pubsub.subscribe('backOfficeEvent', backOfficeKey),
        missed,
      ]
      return pipe(
        Repeater.merge(sources),
        filter((event) => kinds.has(event.kind)),
      )
    },
    resolve: (event) => event,
  }),
)
