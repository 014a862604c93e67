import { builder, FieldErrorRef, LocaleEnum } from '../../graphql/public/builder'
import type { FieldError } from '../../field-error'

const ContactMessageInput = builder.inputType('ContactMessageInput', {
  description: 'A message to the shop from its contact page.',
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true, description: 'Where the shop answers.' }),
    orderNumber: t.string({ description: 'The order it is about, if any (CPT-2026-000123).' }),
    subject: t.string({ required: true, description: 'One line.' }),
    message: t.string({ required: true, description: '10 to 5,000 characters.' }),
    locale: t.field({
      type: LocaleEnum,
      description: 'Language of the acknowledgement (default: the request’s).',
    }),
  }),
})

interface ContactPayload {
  ok: boolean
  errors: FieldError[]
}

const ContactPayloadRef = builder.objectRef<ContactPayload>('ContactMessagePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: ContactPayloadRef,
    description:
      'E-mails the message to the shop (Reply-To the shopper) and an acknowledgement to the shopper in their language. Limited per client address and per e-mail address.',
    args: { input: t.arg({ type: ContactMessageInput, required: true }) },
    resolve: async (_root, args, context) => {
      const { locale, ...message } = args.input
      const outcome = await context.services.contact.send(
        message,
        { ip: context.request.ip, locale: locale ?? context.locale },
        locale ?? context.locale,
      )
      return outcome.ok ? { ok: true, errors: [] } : { ok: false, errors: outcome.errors }
    },
  }),
)
