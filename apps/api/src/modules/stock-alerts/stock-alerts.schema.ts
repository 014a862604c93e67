import { builder, FieldErrorRef, LocaleEnum } from '../../graphql/public/builder'
import type { FieldError } from '../../field-error'

interface AlertPayload {
  ok: boolean
  errors: FieldError[]
}

const AlertPayloadRef = builder.objectRef<AlertPayload>('StockAlertPayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

const StockAlertInput = builder.inputType('StockAlertInput', {
  fields: (t) => ({
    variantId: t.id({ required: true, description: 'A sold-out variant.' }),
    email: t.string({ required: true }),
    locale: t.field({
      type: LocaleEnum,
      description: 'Language of the e-mail (default: the request’s).',
    }),
  }),
})

const StopStockAlertsInput = builder.inputType('StopStockAlertsInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The token of the e-mail’s unsubscribe link.' }),
  }),
})

builder.mutationFields((t) => ({
  requestStockAlert: t.field({
    type: AlertPayloadRef,
    description:
      'Asks for one e-mail when a sold-out variant is back in stock. Refused (in_stock) when it has stock now. The same answer whether the address already waits or not.',
    args: { input: t.arg({ type: StockAlertInput, required: true }) },
    resolve: async (_root, args, context) => {
      const locale = args.input.locale ?? context.locale
      const outcome = await context.services.stockAlerts.subscribe(
        args.input.variantId,
        { email: args.input.email },
        { ip: context.request.ip, locale },
        locale,
      )
      return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
    },
  }),
  stopStockAlerts: t.field({
    type: AlertPayloadRef,
    description:
      'The unsubscribe link of a back-in-stock e-mail: stops every alert of its address, without signing in. ok is false for an unknown token.',
    args: { input: t.arg({ type: StopStockAlertsInput, required: true }) },
    resolve: async (_root, args, context) => ({
      ok: await context.services.stockAlerts.unsubscribe(args.input.token),
      errors: [],
    }),
  }),
}))
