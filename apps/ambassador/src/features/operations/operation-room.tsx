import { readFragment } from '@comptoir/gql-client/ambassador-graphql'
import { useFormatPercent } from '@comptoir/ui/price'
import { PortalTitle } from '../../components/portal-title'
import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { Dialog } from '@comptoir/ui/dialog'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useToast } from '@comptoir/ui/toast'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation, useQuery } from 'urql'

import { useAmbassadorEvent, useLiveRefresh } from '../notifications/ambassador-events'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { OperationNotFound } from './operation-not-found'
import { stateChip, type OperationState } from './operation-time'
import {
  closeOperationDocument,
  operationDocument,
  operationFragment,
  publishOperationDocument,
  type OperationDetails,
} from './operations.graphql'
import roomStyles from './operation-room.module.css'
import { ProgressCard } from './progress-card'
import { RoomOrders } from './room-orders'
import { ShareTools } from './share-tools'
import { useOperationState } from './use-operation-state'
import { useRoomOrders } from './use-room-orders'

function Actions({ operation, state }: { operation: OperationDetails; state: OperationState }) {
  const { t } = useLingui()
  const toast = useToast()
  const [publishing, publish] = useMutation(publishOperationDocument)
  const [closing, close] = useMutation(closeOperationDocument)
  const report = (errors: readonly { message: string }[], done: string) => {
    if (errors.length > 0) for (const error of errors) toast.error(error.message)
    else toast.success(done)
  }
  return (
    <div className={styles.actions}>
      {state === 'DRAFT' && (
        <Button
          isPending={publishing.fetching}
          onPress={() => {
            void publish({ input: { id: operation.id } }).then((result) => {
              const payload = result.data?.publishOperation
              if (payload) report(payload.errors, t`Operation published`)
            })
          }}
        >
          {t`Publish`}
        </Button>
      )}
      {state !== 'ENDED' && (
        <AppLink to="/operation/edit" search={{ id: operation.id }} variant="standalone">
          {t`Change`}
        </AppLink>
      )}
      {(state === 'SCHEDULED' || state === 'LIVE') && (
        <Dialog
          title={t`Close this operation now?`}
          role="alertdialog"
          trigger={<Button variant="danger">{t`Close now`}</Button>}
          footer={(dismiss) => (
            <div className={styles.actions}>
              <Button variant="ghost" onPress={dismiss}>
                {t`Keep it open`}
              </Button>
              <Button
                variant="danger"
                isPending={closing.fetching}
                onPress={() => {
                  void close({ input: { id: operation.id } }).then((result) => {
                    const payload = result.data?.closeOperation
                    if (payload) report(payload.errors, t`Operation closed`)
                    dismiss()
                  })
                }}
              >
                {t`Close the operation`}
              </Button>
            </div>
          )}
        >
          <p>{t`Its code stops working at once; orders already placed keep their commission.`}</p>
        </Dialog>
      )}
    </div>
  )
}

/** `/operation?id=`: the live room of one operation. */
export function OperationRoom({ id }: { id: string }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: operationDocument,
    variables: { id },
  })
  const room = useRoomOrders(id)
  const refresh = () => {
    reexecute({ requestPolicy: 'network-only' })
    void room.refresh()
  }
  useLiveRefresh(refresh, (event) => event.operationId === id && event.type !== 'LINK_CLICKED')
  const operation = data?.operation ? readFragment(operationFragment, data.operation) : null
  if (!operation) {
    if (data) return <OperationNotFound />
    if (error && !fetching) {
      return (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      )
    }
    return <LoadingBlocks count={3} height="8rem" />
  }
  return (
    <Room
      id={id}
      operation={operation}
      room={room}
      onStateChange={() => {
        reexecute({ requestPolicy: 'network-only' })
      }}
    />
  )
}

function Room({
  id,
  operation,
  room,
  onStateChange,
}: {
  id: string
  operation: OperationDetails
  room: ReturnType<typeof useRoomOrders>
  onStateChange: () => void
}) {
  const { t } = useLingui()
  const formatPercent = useFormatPercent()
  const { i18n } = useLinguiRuntime()
  const [fresh, setFresh] = useState<readonly string[]>([])
  useAmbassadorEvent((event) => {
    if (event.operationId !== id) return
    const number = event.orderNumber
    if (event.type === 'ORDER_ATTRIBUTED' && number) setFresh((previous) => [number, ...previous])
  })
  const state = useOperationState(operation, onStateChange)
  const chip = stateChip(state, i18n)
  return (
    <div className={styles.page}>
      <PortalTitle title={operation.name} />
      <div className={styles.head}>
        <div>
          <p className={styles.muted}>
            <AppLink to="/operations">{t`Operations`}</AppLink>
          </p>
          <h1 className={styles.title}>{operation.name}</h1>
          <p className={styles.lead}>
            <Badge tone={chip.tone}>{chip.label}</Badge>{' '}
            {t`Code ${operation.code} · ${formatPercent(operation.customerDiscountPercent)} off for your customers`}
          </p>
        </div>
        <Actions operation={operation} state={state} />
      </div>
      <div className={roomStyles.cards}>
        <ProgressCard operation={operation} state={state} />
        {state === 'LIVE' || state === 'SCHEDULED' ? (
          <ShareTools
            link={operation.shareLink}
            code={operation.code}
            name={operation.name}
            startsAt={state === 'SCHEDULED' ? operation.startsAt : null}
          />
        ) : (
          <section className={styles.card} aria-labelledby="share-title">
            <h2 id="share-title" className={styles.cardTitle}>
              {t`Share`}
            </h2>
            <p className={styles.muted}>
              {state === 'DRAFT'
                ? t`Its link and QR code appear once it is published: until then, its code does nothing in the shop.`
                : t`This operation has ended: its code and link no longer give its discount.`}
            </p>
          </section>
        )}
      </div>
      <RoomOrders room={room} fresh={fresh} ended={state === 'ENDED'} />
    </div>
  )
}
