import { builder, FieldErrorRef } from '../../graphql/public/builder'
import type { FieldError } from '../../field-error'

const RequestOrderAccessInput = builder.inputType('RequestOrderAccessInput', {
  fields: (t) => ({
    number: t.string({ required: true, description: 'The order number, e.g. CPT-2026-000123.' }),
    email: t.string({ required: true, description: 'The address the order was placed with.' }),
  }),
})

const RequestOrderAccessPayloadRef = builder
  .objectRef<{ ok: boolean; errors: FieldError[] }>('RequestOrderAccessPayload')
  .implement({
    description: 'The same answer whether or not the order exists.',
    fields: (t) => ({
      ok: t.exposeBoolean('ok'),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

builder.mutationField('requestOrderAccess', (t) =>
  t.field({
    type: RequestOrderAccessPayloadRef,
    description:
      "E-mails the order's link to its buyer when the number and the address match. The answer is the same either way.",
    args: { input: t.arg({ type: RequestOrderAccessInput, required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await context.services.orderAccess.requestOrderAccess(args.input, {
        ip: context.request.ip,
        locale: context.locale,
      })
      return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
    },
  }),
)
