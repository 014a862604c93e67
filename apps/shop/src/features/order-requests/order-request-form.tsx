import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import {
  applyPayloadErrors,
  type PayloadFieldError,
} from '@comptoir/validation/formik/payload-errors'
import { orderChangeSchema } from '@comptoir/validation/schemas/order-change'

/** Props of {@link OrderRequestForm}. */
export interface OrderRequestFormProps {
  submitLabel: string
  /** Sends the request; the server's refusals, or null when it could not be reached. */
  onSend: (reason: string) => Promise<readonly PayloadFieldError[] | null>
  /** Said on the form when the request could not be sent at all. */
  unreachable: string
  onDone: () => void
}

/** The reason of a cancellation or return request, checked with the API's own rules. */
export function OrderRequestForm({
  submitLabel,
  onSend,
  unreachable,
  onDone,
}: OrderRequestFormProps) {
  const locale = useFormLocale()
  const form = useValidatedForm({
    schema: orderChangeSchema,
    locale,
    initialValues: { reason: '' },
    onSubmit: async (values) => {
      const errors = await onSend(values.reason.trim())
      applyPayloadErrors(
        form.formik,
        errors ?? [{ field: null, code: 'unreachable', message: unreachable }],
      )
      if (errors?.length === 0) onDone()
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('reason')}
          required
          autoComplete="off"
          label={form.label('reason')}
          error={form.error('reason')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
