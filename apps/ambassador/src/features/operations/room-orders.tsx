import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { EmptyState } from '@comptoir/ui/empty-state'
import { useFormatMoney } from '@comptoir/ui/price'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Plural, useLingui } from '@lingui/react/macro'

import { commissionChip } from '../commissions/commission-chip'
import { LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import type { useRoomOrders } from './use-room-orders'

/**
 * Every order of the operation, newest first, a page at a time; those that arrived during the
 * visit stand out.
 */
export function RoomOrders({
  room,
  fresh,
  ended = false,
}: {
  room: ReturnType<typeof useRoomOrders>
  fresh: readonly string[]
  /** An ended operation's link no longer sells: the empty list does not ask to share it. */
  ended?: boolean
}) {
  const { orders, loading } = room
  const shown = orders.length
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const money = useFormatMoney()
  const time = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section className={styles.section} aria-labelledby="room-orders-title">
      <h2 id="room-orders-title" className={styles.sectionTitle}>
        {t`Orders with this operation`}
      </h2>
      {loading ? (
        <LoadingBlocks count={2} height="3rem" />
      ) : room.failed ? (
        <p role="alert">
          {t`The orders could not be loaded.`}{' '}
          <Button
            variant="ghost"
            onPress={() => {
              void room.refresh()
            }}
          >
            {t`Try again`}
          </Button>
        </p>
      ) : orders.length === 0 ? (
        <EmptyState
          title={t`No order yet`}
          description={
            ended
              ? t`No order was placed with this operation while it ran.`
              : t`Orders appear here the moment they are placed: share your link to get the first one.`
          }
        />
      ) : (
        <ol className={styles.table} aria-live="polite">
          {orders.map((order) => {
            const chip = order.commission ? commissionChip(order.commission.status, i18n) : null
            return (
              <li
                key={order.number}
                className={`${styles.row} ${fresh.includes(order.number) ? styles.fresh : ''}`}
              >
                <span>
                  <strong>{order.number}</strong> · {order.customer}, {order.city}
                  <br />
                  <span className={styles.muted}>{time.format(new Date(order.placedAt))}</span>
                </span>
                <span className={styles.amount}>{money(order.sales)}</span>
                {chip && order.commission ? (
                  <Badge tone={chip.tone}>
                    {`${chip.label} · ${money(order.commission.amount)}`}
                  </Badge>
                ) : (
                  <span />
                )}
              </li>
            )
          })}
        </ol>
      )}
      {!loading && orders.length > 0 && (
        <div className={styles.actions}>
          <p className={styles.muted} aria-live="polite">
            <Plural
              value={room.totalCount}
              one={`${shown} of # order shown`}
              other={`${shown} of # orders shown`}
            />
          </p>
          {room.hasMore && (
            <Button
              variant="secondary"
              isPending={room.loadingMore}
              onPress={() => {
                void room.loadMore()
              }}
            >
              {t`More orders`}
            </Button>
          )}
        </div>
      )}
    </section>
  )
}
