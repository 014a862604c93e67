import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import type { Locale } from '@comptoir/i18n/locales'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { operationSchema } from '@comptoir/validation/schemas/operation'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import type { ChangeEvent } from 'react'

import type { OperationDetails } from './operations.graphql'
import { fromLocalInput, toLocalInput } from './operation-time'

/** What the form sends: the API's operation input. */
export interface OperationValues {
  name: string
  code: string
  customerDiscount: number
  startsAt: string
  endsAt: string
  salesGoal: number
}

/** A payload's errors, as the form shows them. */
export interface OperationPayloadError {
  field?: string | null
  code: string
  message: string
}

const schema = (language: Locale) => operationSchema(language)

function startOfTomorrow(): Date {
  const date = new Date()
  date.setDate(date.getDate() + 1)
  date.setHours(9, 0, 0, 0)
  return date
}

/** The form's starting values: the operation's, or a week from tomorrow 9:00 for a new one. */
export function initialOperationValues(operation?: OperationDetails) {
  if (operation) {
    return {
      name: operation.name,
      code: operation.code,
      customerDiscount: String(operation.customerDiscountPercent),
      startsAt: toLocalInput(operation.startsAt),
      endsAt: toLocalInput(operation.endsAt),
      salesGoal: String(Math.round(operation.salesGoal.amount / 100)),
    }
  }
  const start = startOfTomorrow()
  const end = new Date(start)
  end.setDate(end.getDate() + 7)
  return {
    name: '',
    code: '',
    customerDiscount: '10',
    startsAt: toLocalInput(start.toISOString()),
    endsAt: toLocalInput(end.toISOString()),
    salesGoal: '500',
  }
}

/**
 * Creating or changing an operation: a name, a code (upper case), the customers' discount, the
 * dates in the ambassador's time zone and a sales goal. Once live, the code, the discount and the
 * start are fixed: those fields are read-only and say why.
 */
export function OperationForm({
  operation,
  submitLabel,
  onSubmit,
}: {
  operation?: OperationDetails
  submitLabel: string
  onSubmit: (values: OperationValues) => Promise<readonly OperationPayloadError[] | null>
}) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const locked = operation?.state === 'LIVE'
  const form = useValidatedForm({
    schema,
    locale,
    initialValues: initialOperationValues(operation),
    onSubmit: async (values) => {
      const errors = await onSubmit({
        name: values.name.trim(),
        code: values.code.trim().toUpperCase(),
        customerDiscount: Number(values.customerDiscount),
        startsAt: fromLocalInput(values.startsAt),
        endsAt: fromLocalInput(values.endsAt),
        salesGoal: Number(values.salesGoal),
      })
      if (errors) applyPayloadErrors(form.formik, errors)
    },
  })
  const lockedHint = locked ? t`Fixed while the operation is live.` : undefined
  const codeField = form.field('code')
  // The code is upper case: what is typed shows so at once, the caret where it was.
  const typeCode = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const caret = input.selectionStart
    input.value = input.value.toUpperCase()
    if (caret !== null) input.setSelectionRange(caret, caret)
    codeField.onChange(event)
  }
  return (
    <form {...form.formProps}>
      <FormLayout>
        <TextField
          {...form.field('name')}
          required
          label={form.label('name')}
          description={t`Shown to shoppers, e.g. “Marie’s winter table”.`}
          error={form.error('name')}
        />
        <TextField
          {...codeField}
          onChange={typeCode}
          required
          readOnly={locked}
          autoCapitalize="characters"
          label={form.label('code')}
          description={
            lockedHint ??
            t`3 to 20 capital letters, digits or hyphens; shoppers type it at checkout.`
          }
          error={form.error('code')}
        />
        <TextField
          {...form.field('customerDiscount')}
          required
          readOnly={locked}
          inputMode="decimal"
          label={t`Discount for your customers (%)`}
          description={lockedHint ?? t`From 0 to 30%, on the merchandise.`}
          error={form.error('customerDiscount')}
        />
        <TextField
          {...form.field('startsAt')}
          type="datetime-local"
          required
          readOnly={locked}
          label={form.label('startsAt')}
          description={lockedHint}
          error={form.error('startsAt')}
        />
        <TextField
          {...form.field('endsAt')}
          type="datetime-local"
          required
          label={form.label('endsAt')}
          error={form.error('endsAt')}
        />
        <TextField
          {...form.field('salesGoal')}
          required
          inputMode="numeric"
          label={t`Sales goal (€, VAT included)`}
          description={t`A whole number of euros; the room shows your progress toward it.`}
          error={form.error('salesGoal')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" isPending={form.formik.isSubmitting}>
            {submitLabel}
          </Button>
          {operation ? (
            <AppLink to="/operation" search={{ id: operation.id }}>
              {t`Cancel`}
            </AppLink>
          ) : (
            <AppLink to="/operations">{t`Cancel`}</AppLink>
          )}
        </FormActions>
      </FormLayout>
    </form>
  )
}
