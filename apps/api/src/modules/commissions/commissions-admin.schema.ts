import { commissionKind, commissionStatus } from '../../db/schema'
import { builder, DateTime, FieldErrorRef } from '../../graphql/admin/builder'
import { actorOf } from '../../graphql/admin/context'
import type { FieldError } from '../../field-error'
import { programmeRoles } from '../ambassadors/programme-roles'
import { reverseCommission, searchCommissions, type StaffCommission } from './commission-admin'

const StatusEnum = builder.enumType('CommissionStatus', { values: commissionStatus.enumValues })
const KindEnum = builder.enumType('CommissionKind', { values: commissionKind.enumValues })

const CommissionRef = builder.objectRef<StaffCommission>('StaffCommission').implement({
  description: 'A line of the commission ledger.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: KindEnum, resolve: (line) => line.kind }),
    status: t.field({ type: StatusEnum, resolve: (line) => line.status }),
    orderNumber: t.exposeString('orderNumber'),
    orderPlacedAt: t.expose('orderPlacedAt', { type: DateTime }),
    ambassadorId: t.exposeID('ambassadorId'),
    ambassadorCode: t.exposeString('ambassadorCode'),
    ambassadorName: t.exposeString('ambassadorName'),
    rateBps: t.exposeInt('rateBps', { description: 'The rate of the order, kept as it was.' }),
    baseCents: t.exposeInt('baseCents'),
    amountCents: t.exposeInt('amountCents', { description: 'Negative for a clawback.' }),
    createdAt: t.expose('createdAt', { type: DateTime }),
    availableAt: t.expose('availableAt', { type: DateTime, nullable: true }),
    paidAt: t.expose('paidAt', { type: DateTime, nullable: true }),
    reversedAt: t.expose('reversedAt', { type: DateTime, nullable: true }),
    reversalReason: t.exposeString('reversalReason', {
      nullable: true,
      description: 'CANCELLED or REFUNDED (the order), or the staff member’s reason.',
    }),
    canReverse: t.boolean({
      resolve: (line) => line.status === 'PENDING' || line.status === 'APPROVED',
    }),
  }),
})

const PageRef = builder
  .objectRef<Awaited<ReturnType<typeof searchCommissions>>>('StaffCommissionPage')
  .implement({
    fields: (t) => ({
      commissions: t.expose('commissions', { type: [CommissionRef] }),
      total: t.exposeInt('total'),
      amountCents: t.exposeInt('amountCents', { description: 'The sum of every matching line.' }),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  })

const Filter = builder.inputType('StaffCommissionFilter', {
  fields: (t) => ({
    status: t.field({ type: StatusEnum }),
    ambassadorId: t.id(),
    since: t.field({ type: DateTime, description: 'Created from this instant on.' }),
    until: t.field({ type: DateTime, description: 'Created before this instant.' }),
  }),
})

const ReverseInput = builder.inputType('ReverseCommissionInput', {
  fields: (t) => ({
    commissionId: t.id({ required: true }),
    reason: t.string({ required: true }),
  }),
})

const PayloadRef = builder
  .objectRef<{ commission: StaffCommission | null; errors: FieldError[] }>('StaffCommissionPayload')
  .implement({
    fields: (t) => ({
      commission: t.expose('commission', { type: CommissionRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.queryFields((t) => ({
  commissions: t.field({
    type: PageRef,
    authScopes: { role: programmeRoles.view },
    args: {
      filter: t.arg({ type: Filter }),
      page: t.arg.int({ description: 'From 1 (default 1).' }),
      pageSize: t.arg.int({ description: 'At most 100 (default 25).' }),
    },
    resolve: (_root, { filter, page, pageSize }, context) =>
      searchCommissions(context.services.db, {
        status: filter?.status ?? null,
        ambassadorId: filter?.ambassadorId ?? null,
        since: filter?.since ?? null,
        until: filter?.until ?? null,
        page: Math.max(page ?? 1, 1),
        pageSize: Math.min(Math.max(pageSize ?? 25, 1), 100),
      }),
  }),
}))

builder.mutationFields((t) => ({
  reverseCommission: t.field({
    type: PayloadRef,
    authScopes: { role: programmeRoles.act },
    description: 'Reverses a commission not paid yet, with a reason. A paid one is refused.',
    args: { input: t.arg({ type: ReverseInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const id = input.commissionId
      const outcome = await reverseCommission(
        context.services.db,
        context.services.commissions.publish,
        id,
        input.reason,
        await actorOf(context),
        context.locale,
      )
      if (!outcome.ok) return { commission: null, errors: outcome.errors }
      const page = await searchCommissions(context.services.db, { id, page: 1, pageSize: 1 })
      return { commission: page.commissions[0] ?? null, errors: [] }
    },
  }),
}))
