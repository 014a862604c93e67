import { AppLink } from '@comptoir/app-shell/app-link'
import { Button } from '@comptoir/ui/button'
import { EmptyState } from '@comptoir/ui/empty-state'
import { Price } from '@comptoir/ui/price'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useQuery } from 'urql'

import { formatDateTime } from './format-date'
import { orderHistoryDocument } from './order.graphql'
import { OrderStatusBadge } from './order-status-badge'
import styles from './order-history.module.css'

/** One page of the signed-in customer's orders; "Show more" loads the next. */
function OrderHistoryPage({
  after,
  isLast,
  onMore,
}: {
  after: string | null
  isLast: boolean
  onMore: (cursor: string) => void
}) {
  const { t, i18n } = useLingui()
  const [{ data, fetching, error }] = useQuery({
    query: orderHistoryDocument,
    variables: { after },
    requestPolicy: 'cache-and-network',
  })
  const orders = data?.me?.orders
  if (!orders) {
    if (error) return <p role="alert">{t`Your orders could not be loaded.`}</p>
    return fetching ? (
      <SkeletonGroup label={t`Loading your orders`}>
        <Skeleton shape="rect" height="4rem" />
      </SkeletonGroup>
    ) : null
  }
  if (after === null && orders.totalCount === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t`No orders yet`}
        description={t`Your orders will be listed here once you have placed one.`}
        action={
          <AppLink to="/products" variant="standalone">
            {t`Browse the shop`}
          </AppLink>
        }
      />
    )
  }
  const next = orders.pageInfo.endCursor
  return (
    <>
      {orders.edges.map(({ node }) => {
        const units = node.lines.reduce((sum, line) => sum + line.quantity, 0)
        return (
          <li key={node.number} className={styles.row}>
            <AppLink to="/order" search={{ number: node.number }} className={styles.number}>
              {node.number}
            </AppLink>
            <time dateTime={node.createdAt}>{formatDateTime(node.createdAt, i18n.locale)}</time>
            <span>{t`${plural(units, { one: '# item', other: '# items' })}`}</span>
            <Price amount={node.total.amount} currency={node.total.currency} />
            <OrderStatusBadge status={node.status} />
          </li>
        )
      })}
      {isLast && orders.pageInfo.hasNextPage && next ? (
        <li className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              onMore(next)
            }}
          >
            {t`Show more orders`}
          </Button>
        </li>
      ) : null}
    </>
  )
}

/** The signed-in customer's orders, newest first, each linking to its page. */
export function OrderHistory() {
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  return (
    <ul className={styles.list}>
      {cursors.map((after, index) => (
        <OrderHistoryPage
          key={after ?? 'first'}
          after={after}
          isLast={index === cursors.length - 1}
          onMore={(cursor) => {
            setCursors((current) => [...current, cursor])
          }}
        />
      ))}
    </ul>
  )
}
