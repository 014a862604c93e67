import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation } from 'urql'

import { pageStyles } from '../../components/page-styles'
import type { OrderDetails } from './order-sections'
import {
  cancelOrderMutation,
  markDeliveredMutation,
  markFulfilledMutation,
  resendConfirmationMutation,
} from './orders.graphql'
import { PackingSlipButton } from './packing-slip-button'
import { RefundForm } from './refund-form'
import { ShipForm } from './ship-form'

type Payload = { errors: readonly { message: string }[]; order: unknown } | undefined

/** What staff can do to an order in its state: each action is checked again by the server. */
export function OrderActions({ order, canAct }: { order: OrderDetails; canAct: boolean }) {
  const { t } = useLingui()
  const toast = useToast()
  const [fulfil, markFulfilled] = useMutation(markFulfilledMutation)
  const [delivering, markDelivered] = useMutation(markDeliveredMutation)
  const [cancelling, cancel] = useMutation(cancelOrderMutation)
  const [resending, resend] = useMutation(resendConfirmationMutation)
  const [dialog, setDialog] = useState<'ship' | 'cancel' | 'refund' | null>(null)
  const input = { input: { number: order.number } }
  const report = (payload: Payload, done: string) => {
    if (!payload) return false
    for (const error of payload.errors) toast.error(error.message)
    if (payload.order) toast.success(done)
    return payload.order !== null
  }
  const close = () => {
    setDialog(null)
  }
  return (
    <div className={pageStyles.actions}>
      {canAct && order.canMarkFulfilled && (
        <Button
          isPending={fulfil.fetching}
          onPress={() => {
            void markFulfilled(input).then((result) =>
              report(result.data?.markOrderFulfilled, t`Order ${order.number} is being prepared.`),
            )
          }}
        >
          {t`Mark as being prepared`}
        </Button>
      )}
      {canAct && order.canShip && (
        <Dialog
          title={t`Ship order ${order.number}`}
          isOpen={dialog === 'ship'}
          onOpenChange={(open) => {
            setDialog(open ? 'ship' : null)
          }}
          trigger={<Button>{t`Ship`}</Button>}
        >
          <ShipForm number={order.number} onDone={close} />
        </Dialog>
      )}
      {canAct && order.canMarkDelivered && (
        <Button
          isPending={delivering.fetching}
          onPress={() => {
            void markDelivered(input).then((result) =>
              report(result.data?.markOrderDelivered, t`Order ${order.number} is delivered.`),
            )
          }}
        >
          {t`Mark as delivered`}
        </Button>
      )}
      {canAct && order.canRefund && (
        <Dialog
          title={t`Refund order ${order.number}`}
          isOpen={dialog === 'refund'}
          onOpenChange={(open) => {
            setDialog(open ? 'refund' : null)
          }}
          trigger={<Button variant="secondary">{t`Refund`}</Button>}
        >
          <RefundForm order={order} onDone={close} />
        </Dialog>
      )}
      {canAct && order.canCancel && (
        <Dialog
          role="alertdialog"
          title={t`Cancel order ${order.number}?`}
          isOpen={dialog === 'cancel'}
          onOpenChange={(open) => {
            setDialog(open ? 'cancel' : null)
          }}
          trigger={<Button variant="danger">{t`Cancel the order`}</Button>}
          footer={(closeDialog) => (
            <div className={pageStyles.actions}>
              <Button variant="secondary" onPress={closeDialog}>
                {t`Keep it`}
              </Button>
              <Button
                variant="danger"
                isPending={cancelling.fetching}
                onPress={() => {
                  void cancel(input).then((result) => {
                    if (report(result.data?.cancelOrder, t`Order ${order.number} cancelled.`)) {
                      closeDialog()
                    }
                  })
                }}
              >
                {t`Cancel the order`}
              </Button>
            </div>
          )}
        >
          <p>
            {t`Its units go back in stock; a card payment is refunded or closed. This cannot be undone.`}
          </p>
        </Dialog>
      )}
      {canAct && (
        <Button
          variant="ghost"
          isPending={resending.fetching}
          onPress={() => {
            void resend(input).then((result) =>
              report(
                result.data?.resendOrderConfirmation,
                t`Confirmation sent again to ${order.email}.`,
              ),
            )
          }}
        >
          {t`Resend the confirmation`}
        </Button>
      )}
      <PackingSlipButton numbers={[order.number]} label={t`Packing slip`} />
    </div>
  )
}
