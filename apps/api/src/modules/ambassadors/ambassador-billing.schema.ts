import { builder, FieldErrorRef } from '../../graphql/ambassador/builder'
import type { FieldError } from '../../field-error'
import { updateBillingDetails } from './ambassador-billing'
import { AmbassadorRef } from './ambassadors.schema'
import type { AmbassadorViewer } from './ambassadors.service'

builder.objectFields(AmbassadorRef, (t) => ({
  billingAddress: t.string({
    nullable: true,
    description: 'Postal address printed on payout statements, one line per line; null when none.',
    resolve: (viewer) => viewer.ambassador.billingAddress,
  }),
  siret: t.string({
    nullable: true,
    description: 'SIRET printed on payout statements (14 digits), or null.',
    resolve: (viewer) => viewer.ambassador.siret,
  }),
  vatNumber: t.string({
    nullable: true,
    description: 'VAT number printed on payout statements, or null.',
    resolve: (viewer) => viewer.ambassador.vatNumber,
  }),
}))

const BillingInput = builder.inputType('AmbassadorBillingInput', {
  description: 'What payout statements print about the ambassador; an empty value removes it.',
  fields: (t) => ({
    postalAddress: t.string({ description: 'Up to 5 lines.' }),
    siret: t.string({ description: '14 digits, spaces allowed; checked by its key.' }),
    vatNumber: t.string({ description: 'Country prefix and number, such as FR11123456782.' }),
  }),
})

interface BillingPayload {
  ambassador: AmbassadorViewer | null
  errors: FieldError[]
}

const BillingPayloadRef = builder.objectRef<BillingPayload>('AmbassadorBillingPayload').implement({
  fields: (t) => ({
    ambassador: t.expose('ambassador', { type: AmbassadorRef, nullable: true }),
    errors: t.expose('errors', { type: [FieldErrorRef] }),
  }),
})

builder.mutationField('updateBillingDetails', (t) =>
  t.field({
    type: BillingPayloadRef,
    description:
      'Sets the postal address, SIRET and VAT number that payout statements print under the ambassador’s name. All optional.',
    args: { input: t.arg({ type: BillingInput, required: true }) },
    resolve: async (_root, args, context) => {
      const outcome = await updateBillingDetails(
        context.services.db,
        context.ambassador.user.id,
        args.input,
        context.locale,
      )
      if (!outcome.ok) return { ambassador: null, errors: outcome.errors }
      return { ambassador: { ...context.ambassador, ambassador: outcome.value }, errors: [] }
    },
  }),
)
