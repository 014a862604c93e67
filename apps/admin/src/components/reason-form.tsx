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
import { decisionReasonSchema } from '@comptoir/validation/schemas/programme-decisions'

/** Props of {@link ReasonForm}. */
export interface ReasonFormProps {
  /** The button's words, e.g. "Reject the application". */
  submitLabel: string
  /** Sends the decision; answers the server's refusals, or null when it failed unexpectedly. */
  onDecide: (reason: string) => Promise<readonly PayloadFieldError[] | null>
  /** Called once the server accepted the decision. */
  onDone: () => void
}

/**
 * A decision that tells its reason to the person concerned (a rejection, a suspension, a reversal):
 * the shared rules of `programme-decisions`, the server's refusals shown on the field.
 */
export function ReasonForm({ submitLabel, onDecide, onDone }: ReasonFormProps) {
  const locale = useFormLocale()
  const form = useValidatedForm({
    schema: decisionReasonSchema,
    locale,
    initialValues: { reason: '' },
    onSubmit: async (values) => {
      const errors = await onDecide(values.reason.trim())
      if (errors === null) return
      applyPayloadErrors(form.formik, errors)
      if (errors.length === 0) onDone()
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
          <Button type="submit" variant="danger" isPending={form.formik.isSubmitting}>
            {submitLabel}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
