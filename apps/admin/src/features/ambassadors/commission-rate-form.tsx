import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { commissionRateSchema } from '@comptoir/validation/schemas/programme-decisions'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { useAmbassadorFormat } from './ambassador-format'
import { setCommissionRateMutation } from './ambassadors.graphql'

/** Props of {@link CommissionRateForm}. */
export interface CommissionRateFormProps {
  ambassadorId: string
  ownRate: boolean
  rateBps: number
  programmeRateBps: number
  /** Called once the rate changed, to read its history again. */
  onChanged: () => void
}

/** A rate of the ambassador's own for the orders placed from now on, or back to the programme's. */
export function CommissionRateForm(props: CommissionRateFormProps) {
  const { ambassadorId, ownRate, rateBps, programmeRateBps, onChanged } = props
  const { t } = useLingui()
  const locale = useFormLocale()
  const toast = useToast()
  const format = useAmbassadorFormat()
  const [resetting, setRate] = useMutation(setCommissionRateMutation)
  const send = async (ratePercent: string | null) => {
    const result = await setRate({ input: { ambassadorId, ratePercent } })
    const payload = result.data?.setAmbassadorCommissionRate
    if (!payload) return null
    if (payload.ambassador) {
      onChanged()
      toast.success(
        t`The rate is now ${format.rate(payload.ambassador.commissionRateBps)} for the orders placed from now on.`,
      )
    }
    return payload.errors
  }
  const form = useValidatedForm({
    schema: commissionRateSchema,
    locale,
    initialValues: { ratePercent: '' },
    onSubmit: async (values) => {
      const errors = await send(values.ratePercent.trim())
      if (errors === null) return
      applyPayloadErrors(form.formik, errors)
      if (errors.length === 0) form.formik.resetForm()
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <p>
          {ownRate
            ? t`Their own rate, ${format.rate(rateBps)}, applies instead of the programme’s ${format.rate(programmeRateBps)}.`
            : t`The programme’s rate applies: ${format.rate(programmeRateBps)}.`}
        </p>
        <TextField
          {...form.field('ratePercent')}
          required
          inputMode="decimal"
          autoComplete="off"
          label={form.label('ratePercent')}
          error={form.error('ratePercent')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {t`Set their own rate`}
          </Button>
          {ownRate && (
            <Button
              variant="secondary"
              isPending={resetting.fetching && !form.formik.isSubmitting}
              onPress={() => void send(null)}
            >
              {t`Back to the programme’s rate`}
            </Button>
          )}
        </FormActions>
      </FormLayout>
    </form>
  )
}
