import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'

import styles from './catalog.module.css'

/** Placeholder cards while products load, with the grid's exact shape (no layout shift). */
export function ProductListSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useLingui()
  return (
    <div className={styles.grid} role="status" aria-label={t`Loading products`}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonCard}>
          <Skeleton shape="rect" width="100%" height="auto" className={styles.skeletonImage} />
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="35%" />
        </div>
      ))}
    </div>
  )
}
