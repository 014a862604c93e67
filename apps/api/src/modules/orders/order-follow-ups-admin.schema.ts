import { builder, DateTime, roles } from '../../graphql/admin/builder'
import type { AdminContext } from '../../graphql/admin/context'
import { localize } from '../catalog/catalog.views'
import type { OrderNoteRecord } from './order-notes'
import { refundableStatuses } from './order-refund-ledger'
import type { RefundOnOrder } from './order-refund-queries'
import { createOrderStaffFollowUps } from './order-staff-follow-ups'
import {
  LineRef,
  OrderPayloadRef,
  payloadOf,
  staffContext,
  StaffOrderRef,
  type StaffOrder,
} from './orders-admin.schema'

type RefundLine = RefundOnOrder['lines'][number]

const RefundLineRef = builder.objectRef<RefundLine>('OrderRefundLine').implement({
  fields: (t) => ({
    lineId: t.exposeID('lineId'),
    sku: t.exposeString('sku'),
    productName: t.string({ resolve: (line, _a, c) => localize(line.productName, c.locale) }),
    variantTitle: t.string({ resolve: (line, _a, c) => localize(line.variantTitle, c.locale) }),
    quantity: t.exposeInt('quantity'),
  }),
})

const RefundRef = builder.objectRef<RefundOnOrder>('OrderRefund').implement({
  description: 'Money given back on an order, in full or by line.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', {
      description: '`SUCCEEDED`, or `PENDING` while the payment provider is asked.',
    }),
    amountCents: t.exposeInt('amountCents'),
    restock: t.exposeBoolean('restock', { description: 'Whether the units went back in stock.' }),
    reason: t.exposeString('reason', { nullable: true }),
    by: t.exposeString('actorName', { description: 'The staff member’s name, or `cli`.' }),
    at: t.expose('createdAt', { type: DateTime }),
    lines: t.field({ type: [RefundLineRef], resolve: (refund) => refund.lines }),
  }),
})

const NoteRef = builder.objectRef<OrderNoteRecord>('OrderNote').implement({
  description: 'A staff member’s internal note on an order; the buyer never sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    body: t.exposeString('body'),
    author: t.exposeString('authorName'),
    at: t.expose('createdAt', { type: DateTime }),
  }),
})

const refundedOf = (order: StaffOrder) =>
  (order.refunds ?? []).reduce((sum, refund) => sum + refund.amountCents, 0)

builder.objectFields(LineRef, (t) => ({
  lineId: t.exposeID('id'),
  refundedQuantity: t.int({ resolve: (line) => line.refundedQuantity ?? 0 }),
}))

builder.objectFields(StaffOrderRef, (t) => ({
  refunds: t.field({ type: [RefundRef], resolve: (order) => order.refunds ?? [] }),
  refundedCents: t.int({ resolve: refundedOf }),
  refundableCents: t.int({
    description: 'What remains to refund.',
    resolve: (order) =>
      refundableStatuses.includes(order.status) ? order.totalCents - refundedOf(order) : 0,
  }),
  canRefund: t.boolean({
    resolve: (order) =>
      refundableStatuses.includes(order.status) && order.totalCents > refundedOf(order),
  }),
  notes: t.field({ type: [NoteRef], resolve: (order) => order.notes ?? [] }),
}))

const RefundLineInput = builder.inputType('RefundLineInput', {
  fields: (t) => ({
    lineId: t.id({ required: true }),
    quantity: t.int({ required: true }),
  }),
})

const RefundOrderInput = builder.inputType('RefundOrderInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    idempotencyKey: t.string({
      required: true,
      description: 'Drawn once per refund by the client: a retry with it never refunds twice.',
    }),
    lines: t.field({
      type: [RefundLineInput],
      description: 'The units to refund by line; omitted, everything that remains (shipping too).',
    }),
    amountCents: t.int({ description: 'Less than the lines’ value (a goodwill refund).' }),
    restock: t.boolean({ required: true }),
    reason: t.string(),
  }),
})

const OrderNoteInput = builder.inputType('AddOrderNoteInput', {
  fields: (t) => ({ number: t.string({ required: true }), body: t.string({ required: true }) }),
})

const ResendInput = builder.inputType('ResendOrderConfirmationInput', {
  fields: (t) => ({ number: t.string({ required: true }) }),
})

const followUpsOf = (context: AdminContext) =>
  createOrderStaffFollowUps({
    db: context.services.db,
    mail: context.services.mail,
    logger: context.services.logger,
    publicUrl: context.services.config.publicUrl,
    refundOrder: context.services.orderPayments.refundOrder,
  })

builder.mutationFields((t) => ({
  refundOrder: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description:
      'Refunds units by line, or all that remains, through the payment provider when it holds the money.',
    args: { input: t.arg({ type: RefundOrderInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(
        await followUpsOf(context).refund(
          {
            ...input,
            lines:
              input.lines?.map((line) => ({
                lineId: line.lineId,
                quantity: line.quantity,
              })) ?? null,
          },
          await staffContext(context),
        ),
        context,
      ),
  }),
  addOrderNote: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description: 'Writes an internal note on an order.',
    args: { input: t.arg({ type: OrderNoteInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const outcome = await followUpsOf(context).addNote(
        input.number,
        input.body,
        await staffContext(context),
      )
      return outcome.ok
        ? payloadOf({ ok: true, value: { number: input.number.trim().toUpperCase() } }, context)
        : { order: null, errors: outcome.errors }
    },
  }),
  resendOrderConfirmation: t.field({
    type: OrderPayloadRef,
    authScopes: { role: roles.ordersAct },
    description: 'E-mails the order’s confirmation to its buyer again.',
    args: { input: t.arg({ type: ResendInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      payloadOf(
        await followUpsOf(context).resendConfirmation(input.number, await staffContext(context)),
        context,
      ),
  }),
}))
