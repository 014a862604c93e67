import { plural } from '@lingui/core/macro'
import { FormAlert } from '@comptoir/app-shell/form-alert'
import { useFormLocale } from '@comptoir/app-shell/use-form-locale'
import { Button } from '@comptoir/ui/button'
import { Checkbox } from '@comptoir/ui/checkbox'
import { FormActions, FormLayout } from '@comptoir/ui/form-layout'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useValidatedForm } from '@comptoir/validation/formik'
import { applyPayloadErrors } from '@comptoir/validation/formik/payload-errors'
import { orderRefundSchema, refundUnitsField } from '@comptoir/validation/schemas/order-refund'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import type { OrderDetails } from './order-sections'
import styles from './orders.module.css'
import { refundOrderMutation } from './orders.graphql'

type RefundValues = Record<string, string | boolean> & { restock: boolean; reason: string }

/**
 * Refunds units line by line, with the choice to put them back in stock. The request's key is
 * drawn once for the form: sending it again (a double click, a retry) never refunds twice.
 */
export function RefundForm({ order, onDone }: { order: OrderDetails; onDone: () => void }) {
  const { t } = useLingui()
  const locale = useFormLocale()
  const toast = useToast()
  const [key] = useState(() => crypto.randomUUID())
  const [, refund] = useMutation(refundOrderMutation)
  const remaining = order.lines.map((line) => line.quantity - line.refundedQuantity)
  const schema = orderRefundSchema(remaining)
  const initialValues: RefundValues = {
    ...Object.fromEntries(remaining.map((_left, index) => [refundUnitsField(index), '0'])),
    restock: true,
    reason: '',
  }
  const form = useValidatedForm({
    schema,
    locale,
    initialValues,
    onSubmit: async (values) => {
      const lines = order.lines
        .map((line, index) => ({
          lineId: line.lineId,
          quantity: Number(values[refundUnitsField(index)] ?? 0),
        }))
        .filter((line) => line.quantity > 0)
      const result = await refund({
        input: {
          number: order.number,
          idempotencyKey: key,
          lines,
          restock: values.restock,
          ...(values.reason.trim() && { reason: values.reason.trim() }),
        },
      })
      const payload = result.data?.refundOrder
      if (!payload) return
      applyPayloadErrors(form.formik, payload.errors)
      if (payload.order) {
        toast.success(t`Refund of order ${order.number} made.`)
        onDone()
      }
    },
  })
  return (
    <form {...form.formProps}>
      <FormLayout>
        {order.lines.map((line, index) => {
          const name = refundUnitsField(index)
          const ordered = line.quantity
          return (
            <div key={line.lineId} className={styles.refundLine}>
              <span>
                <strong>{line.productName}</strong>
                <span className={styles.muted}>
                  {' '}
                  {line.variantTitle} ·{' '}
                  {t`${plural(remaining[index] ?? 0, { one: `# of ${ordered} left`, other: `# of ${ordered} left` })}`}
                </span>
              </span>
              <TextField
                {...form.field(name)}
                value={String(form.formik.values[name] ?? '0')}
                type="number"
                inputMode="numeric"
                min={0}
                max={remaining[index] ?? 0}
                label={t`Units of ${line.sku}`}
                error={form.error(name)}
              />
            </div>
          )
        })}
        <Checkbox {...form.checkbox('restock')} label={form.label('restock')} />
        <TextField
          {...form.field('reason')}
          label={form.label('reason')}
          error={form.error('reason')}
        />
        <FormAlert messages={form.formErrors} />
        <FormActions>
          <Button type="submit" variant="danger" isPending={form.formik.isSubmitting}>
            {t`Refund`}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  )
}
