import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { carrierIds, orderShipmentSchema } from '@comptoir/validation/schemas/order-shipment'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { shipOrderMutation } from './orders.graphql'

const carrierNames: Record<(typeof carrierIds)[number], string> = {
  colissimo: 'Colissimo',
  chronopost: 'Chronopost',
  mondial_relay: 'Mondial Relay',
  dhl: 'DHL',
  ups: 'UPS',
}

/** Ships an order: the carrier and the parcel's tracking number; the buyer gets the link. */
export function ShipForm({ number, onDone }: { number: string; onDone: () => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const toast = useToast()
  const [, ship] = useMutation(shipOrderMutation)
  const form = useValidatedForm({
    schema: orderShipmentSchema,
    locale,
    initialValues: { carrier: 'colissimo', trackingNumber: '' },
    onSubmit: async (values) => {
      const result = await ship({ input: { number, ...values } })
      const payload = result.data?.shipOrder
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.order) {
        toast.success(t`Order ${number} shipped; its buyer has the tracking link.`)
        onDone()
      }
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <Select
          {...form.field('carrier')}
          required
          label={form.label('carrier')}
          error={form.error('carrier')}
          options={carrierIds.map((id) => ({ value: id, label: carrierNames[id] }))}
        />
        <TextField
          {...form.field('trackingNumber')}
          required
          autoComplete="off"
          label={form.label('trackingNumber')}
          error={form.error('trackingNumber')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Ship the order`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
