import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { useToast } from '@comptoir/ui/toast'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { OrderRequestForm } from './order-request-form'
import { orderRequestsDocument, requestOrderChangeDocument } from './order-requests.graphql'
import styles from './order-requests.module.css'

type Kind = 'CANCEL' | 'RETURN'

/**
 * Under an order: asking to cancel it while it has not left the workshop, or to return it within
 * the return window once delivered, with a reason; then what was asked and when. Asked again on
 * each live change of the order, so a shipment closes the cancellation while the page is open.
 */
export function OrderRequests({
  number,
  accessToken,
  changedAt,
}: {
  number: string
  accessToken: string | null
  /** When the order last changed live (the page's subscription). */
  changedAt: string | null
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const toast = useToast()
  const [{ data }, reexecute] = useQuery({
    query: orderRequestsDocument,
    variables: { number, accessToken },
  })
  useEffect(() => {
    if (changedAt) reexecute({ requestPolicy: 'network-only' })
  }, [changedAt, reexecute])
  const [, send] = useMutation(requestOrderChangeDocument)
  const [open, setOpen] = useState<Kind | null>(null)
  const requests = data?.order?.requests
  if (!requests || (requests.made.length === 0 && requests.available.length === 0)) return null
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  const made = {
    CANCEL: (at: string) =>
      t`You asked to cancel this order on ${day.format(new Date(at))}. We answer by e-mail.`,
    RETURN: (at: string) =>
      t`You asked to return this order on ${day.format(new Date(at))}. We e-mail you the return instructions.`,
  }
  const until = requests.returnableUntil ? day.format(new Date(requests.returnableUntil)) : ''
  const offers = {
    CANCEL: {
      button: t`Ask to cancel the order`,
      title: t`Cancel order ${number}?`,
      text: t`If it has not left our workshop yet, we cancel it and give back what you paid.`,
      submit: t`Send the cancellation request`,
      sent: t`Your cancellation request is sent. We have e-mailed you an acknowledgement.`,
    },
    RETURN: {
      button: t`Ask to return the order`,
      title: t`Return order ${number}?`,
      text: t`You can return it until ${until}. We e-mail you the return instructions; your refund follows once the items reach us.`,
      submit: t`Send the return request`,
      sent: t`Your return request is sent. We have e-mailed you an acknowledgement.`,
    },
  }
  return (
    <section className={styles.requests} aria-label={t`Cancel or return`}>
      {requests.made.map((request) => (
        <p key={request.kind} role="status" className={styles.made}>
          {made[request.kind](request.at)}
        </p>
      ))}
      {requests.available.map((kind) => (
        <Dialog
          key={kind}
          title={offers[kind].title}
          isOpen={open === kind}
          onOpenChange={(isOpen) => {
            setOpen(isOpen ? kind : null)
          }}
          trigger={<Button variant="secondary">{offers[kind].button}</Button>}
        >
          <p className={styles.text}>{offers[kind].text}</p>
          <OrderRequestForm
            submitLabel={offers[kind].submit}
            unreachable={t`The request could not be sent. Check your connection and try again.`}
            onSend={async (reason) => {
              const result = await send({
                input: { number, accessToken, kind, reason },
              })
              return result.data?.requestOrderChange.errors ?? null
            }}
            onDone={() => {
              setOpen(null)
              toast.success(offers[kind].sent)
            }}
          />
        </Dialog>
      ))}
    </section>
  )
}
