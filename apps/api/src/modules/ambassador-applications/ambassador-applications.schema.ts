import type { FieldError } from '../../field-error'
import { builder, DateTime, FieldErrorRef, LocaleEnum } from '../../graphql/public/builder'
import type { Application } from './ambassador-applications.service'

const ApplicationStatusEnum = builder.enumType('AmbassadorApplicationStatus', {
  values: ['APPLIED', 'APPROVED', 'SUSPENDED', 'REJECTED'] as const,
})

const ApplicationRef = builder.objectRef<Application>('AmbassadorApplication').implement({
  fields: (t) => ({
    code: t.string({
      description: 'The code the ambassador will share once approved.',
      resolve: (application) => application.ambassador.code,
    }),
    displayName: t.string({ resolve: (application) => application.ambassador.displayName }),
    email: t.string({ resolve: (application) => application.user.email }),
    status: t.field({
      type: ApplicationStatusEnum,
      resolve: (application) => application.ambassador.status,
    }),
    appliedAt: t.field({
      type: DateTime,
      resolve: (application) => application.ambassador.appliedAt,
    }),
  }),
})

const ApplicationPayloadRef = builder
  .objectRef<{ application: Application | null; errors: FieldError[] }>('ApplicationPayload')
  .implement({
    fields: (t) => ({
      application: t.expose('application', { type: ApplicationRef, nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

const ApplicationInput = builder.inputType('AmbassadorApplicationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ description: 'Ignored when signed in: the account’s address is used.' }),
    password: t.string({ description: 'Creates the account; not needed when signed in.' }),
    motivation: t.string({ required: true, description: '20 to 1000 characters.' }),
    socialLinks: t.stringList({ description: 'Web addresses.' }),
    locale: t.field({
      type: LocaleEnum,
      required: true,
      description: 'Language of the programme’s e-mails.',
    }),
    termsAccepted: t.boolean({ required: true }),
  }),
})

builder.mutationField('applyAsAmbassador', (t) =>
  t.field({
    type: ApplicationPayloadRef,
    description:
      'Applies to the ambassador programme, with the signed-in customer’s account or a new one. An operator reviews the application.',
    args: {
      input: t.arg({ type: ApplicationInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const locale = context.locale
      const outcome = await context.services.ambassadorApplications.apply(
        args.input,
        args.input.locale,
        { ip: context.request.ip, locale },
        await context.viewer(),
      )
      return outcome.ok
        ? { application: outcome.value, errors: [] }
        : { application: null, errors: outcome.errors }
    },
  }),
)
