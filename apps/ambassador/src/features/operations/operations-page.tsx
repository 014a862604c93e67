import { EmptyState } from '@comptoir/ui/empty-state'
import { PortalTitle } from '../../components/portal-title'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { useLiveRefresh } from '../notifications/ambassador-events'
import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { OperationCard } from './operation-card'
import { operationsDocument } from './operations.graphql'

/** `/operations`: every operation of the ambassador, latest start first. */
export function OperationsPage({ after }: { after?: string }) {
  const { t } = useLingui()
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: operationsDocument,
    variables: { after: after ?? null },
  })
  useLiveRefresh(
    () => {
      reexecute({ requestPolicy: 'network-only' })
    },
    (event) => Boolean(event.operationId),
  )
  const connection = data?.operations
  const operations = connection?.edges.map((edge) => edge.node) ?? []
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Operations`} />
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t`Operations`}</h1>
          <p className={styles.lead}>
            {t`A few days with your own code, a discount for your customers and a goal.`}
          </p>
        </div>
        <AppLink to="/operations/new" variant="quiet" className={styles.buttonLink}>
          {t`New operation`}
        </AppLink>
      </div>
      {connection ? (
        operations.length === 0 ? (
          <EmptyState
            title={t`No operation yet`}
            description={t`Create one for a dinner with friends, a live session or a season: shoppers who use its code get its discount, and you follow the orders live.`}
            action={
              <AppLink to="/operations/new" variant="quiet" className={styles.buttonLink}>
                {t`Create my first operation`}
              </AppLink>
            }
          />
        ) : (
          <>
            <ul className={styles.grid}>
              {operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </ul>
            {(connection.pageInfo.hasNextPage || after) && (
              <nav aria-label={t`Pages`} className={styles.actions}>
                {after && <AppLink to="/operations">{t`Latest operations`}</AppLink>}
                {connection.pageInfo.hasNextPage && connection.pageInfo.endCursor && (
                  <AppLink to="/operations" search={{ after: connection.pageInfo.endCursor }}>
                    {t`Older operations`}
                  </AppLink>
                )}
              </nav>
            )}
          </>
        )
      ) : error && !fetching ? (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      ) : (
        <LoadingBlocks />
      )}
    </div>
  )
}
