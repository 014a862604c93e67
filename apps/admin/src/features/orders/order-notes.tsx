import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { orderNoteSchema } from '@comptoir/validation/schemas/order-refund'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from 'urql'

import { OrderSection, useOrderFormat, type OrderDetails } from './order-sections'
import styles from './orders.module.css'
import { addOrderNoteMutation } from './orders.graphql'

/** The staff's internal notes, and one more when the role may act on orders. */
export function OrderNotes({ order, canWrite }: { order: OrderDetails; canWrite: boolean }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const { date } = useOrderFormat()
  const [, addNote] = useMutation(addOrderNoteMutation)
  const form = useValidatedForm({
    schema: orderNoteSchema,
    locale,
    initialValues: { body: '' },
    onSubmit: async (values, helpers) => {
      const result = await addNote({ input: { number: order.number, body: values.body } })
      const payload = result.data?.addOrderNote
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.order) helpers.resetForm()
    },
  })
  return (
    <OrderSection title={t`Internal notes`}>
      <p className={styles.muted}>{t`Seen by staff only, never by the buyer.`}</p>
      {order.notes.length > 0 && (
        <ul className={styles.history}>
          {order.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.note}>{note.body}</p>
              <span className={styles.muted}>
                {note.author} · {date(note.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form {...form.formProps}>
          <FormLayout>
            <TextField
              {...form.field('body')}
              label={form.label('body')}
              error={form.error('body')}
            />
            <FormAlert messages={form.formErrors} />
            <FormActions>
              <Button type="submit" variant="secondary" isPending={form.formik.isSubmitting}>
                {t`Add the note`}
              </Button>
            </FormActions>
          </FormLayout>
        </form>
      )}
    </OrderSection>
  )
}
