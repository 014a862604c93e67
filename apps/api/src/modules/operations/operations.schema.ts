import { resolveOffsetConnection } from '@pothos/plugin-relay'

import { builder, DateTime, euro, FieldErrorRef, Money } from '../../graphql/ambassador/builder'
import type { FieldError, Outcome } from '../../field-error'
import { operationState, operationStates, type OperationRecord } from './operation-state'

const OperationStateEnum = builder.enumType('OperationState', {
  description:
    'DRAFT until published; then SCHEDULED before its start, LIVE until its end, ENDED after its end or an early close.',
  values: operationStates,
})

export const OperationRef = builder.objectRef<OperationRecord>('Operation').implement({
  description: 'A time-boxed campaign with its own code, customer discount and sales goal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code', { description: 'Upper case; shoppers enter it at checkout.' }),
    shareLink: t.string({
      resolve: (operation, _args, context) =>
        context.services.ambassadors.shareLink(operation.code),
    }),
    customerDiscountPercent: t.float({
      description: 'Discount on the merchandise for orders with this code (0 to 30).',
      resolve: (operation) => operation.customerDiscountBps / 100,
    }),
    startsAt: t.expose('startsAt', { type: DateTime }),
    endsAt: t.expose('endsAt', { type: DateTime }),
    salesGoal: t.field({
      type: Money,
      description: 'Sales goal, VAT included.',
      resolve: (operation) => euro(operation.salesGoalCents),
    }),
    state: t.field({
      type: OperationStateEnum,
      resolve: (operation, _args, context) =>
        operationState(operation, context.services.ambassadors.now()),
    }),
    publishedAt: t.expose('publishedAt', { type: DateTime, nullable: true }),
    closedAt: t.expose('closedAt', { type: DateTime, nullable: true }),
    createdAt: t.expose('createdAt', { type: DateTime }),
  }),
})

const OperationInput = builder.inputType('OperationInput', {
  description:
    'Dates are ISO 8601 text so that a bad date comes back as a field error; the discount is in percent (two decimals at most); the goal in whole euros.',
  fields: (t) => ({
    name: t.string({ required: true }),
    code: t.string({ required: true, description: '3 to 20 letters, digits or hyphens.' }),
    customerDiscount: t.float({ required: true }),
    startsAt: t.string({ required: true }),
    endsAt: t.string({ required: true }),
    salesGoal: t.int({ required: true }),
  }),
})

const UpdateOperationInput = builder.inputType('UpdateOperationInput', {
  description: 'The operation to change and its new values (see OperationInput).',
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: true }),
    code: t.string({ required: true, description: '3 to 20 letters, digits or hyphens.' }),
    customerDiscount: t.float({ required: true }),
    startsAt: t.string({ required: true }),
    endsAt: t.string({ required: true }),
    salesGoal: t.int({ required: true }),
  }),
})

const OperationIdInput = builder.inputType('OperationIdInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
})

interface OperationPayload {
  operation: OperationRecord | null
  errors: FieldError[]
}

const OperationPayloadRef = builder.objectRef<OperationPayload>('OperationPayload').implement({
  fields: (t) => ({
    operation: t.expose('operation', { type: OperationRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

function payload(outcome: Outcome<OperationRecord>): OperationPayload {
  return outcome.ok
    ? { operation: outcome.value, errors: [] }
    : { operation: null, errors: outcome.errors }
}

builder.queryFields((t) => ({
  operations: t.connection({
    type: OperationRef,
    description:
      'The signed-in ambassador’s operations: LIVE first (ending soonest first), then SCHEDULED and DRAFT (starting soonest first), then ENDED (most recently ended first).',
    resolve: async (_root, args, context) => {
      const service = context.services.operations
      const id = context.ambassador.user.id
      const connection = await resolveOffsetConnection({ args }, ({ limit, offset }) =>
        service.list(id, limit, offset),
      )
      return { ...connection, totalCount: await service.total(id) }
    },
  }),
  operation: t.field({
    type: OperationRef,
    nullable: true,
    description: 'One of the signed-in ambassador’s operations; null for any other id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.operations.find(context.ambassador.user.id, args.id),
  }),
}))

builder.mutationFields((t) => ({
  createOperation: t.field({
    type: OperationPayloadRef,
    description: 'Creates a DRAFT operation.',
    args: {
      input: t.arg({ type: OperationInput, required: true }),
    },
    resolve: async (_root, args, context) =>
      payload(
        await context.services.operations.create(
          context.ambassador.user.id,
          args.input,
          context.locale,
        ),
      ),
  }),
  updateOperation: t.field({
    type: OperationPayloadRef,
    description:
      'Changes an operation that has not ended. Once LIVE, its code, discount and start stay as they are.',
    args: {
      input: t.arg({ type: UpdateOperationInput, required: true }),
    },
    resolve: async (_root, { input: { id, ...input } }, context) =>
      payload(
        await context.services.operations.update(
          context.ambassador.user.id,
          id,
          input,
          context.locale,
        ),
      ),
  }),
  publishOperation: t.field({
    type: OperationPayloadRef,
    description: 'Publishes a DRAFT: it becomes SCHEDULED, or LIVE if its start has come.',
    args: { input: t.arg({ type: OperationIdInput, required: true }) },
    resolve: async (_root, args, context) =>
      payload(
        await context.services.operations.publish(
          context.ambassador.user.id,
          args.input.id,
          context.locale,
        ),
      ),
  }),
  closeOperation: t.field({
    type: OperationPayloadRef,
    description: 'Ends a SCHEDULED or LIVE operation now.',
    args: { input: t.arg({ type: OperationIdInput, required: true }) },
    resolve: async (_root, args, context) =>
      payload(
        await context.services.operations.close(
          context.ambassador.user.id,
          args.input.id,
          context.locale,
        ),
      ),
  }),
}))
