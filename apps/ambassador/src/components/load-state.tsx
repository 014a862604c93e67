import { Button } from '@comptoir/ui/button'
import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import type { CombinedError } from 'urql'

/** A list or a page still loading: a few placeholder blocks. */
export function LoadingBlocks({ count = 3, height = '6rem' }: { count?: number; height?: string }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-label={t`Loading`} style={{ display: 'grid', gap: 'var(--space-3)' }}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} shape="rect" height={height} />
      ))}
    </div>
  )
}

/** What could not be loaded, and a way to try again (offline included). */
export function LoadError({ error, onRetry }: { error: CombinedError; onRetry: () => void }) {
  const { t } = useLingui()
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <div role="alert" style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <p style={{ margin: 0 }}>
        {offline
          ? t`You are offline. Reconnect, then try again.`
          : error.networkError
            ? t`The server could not be reached.`
            : t`This page could not be loaded.`}
      </p>
      <Button variant="secondary" onPress={onRetry}>
        {t`Try again`}
      </Button>
    </div>
  )
}
