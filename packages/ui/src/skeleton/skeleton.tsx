import { useLingui } from '@lingui/react/macro'
import type { CSSProperties, ReactNode } from 'react'

import { cx } from '../internal/cx'
import { VisuallyHidden } from '../internal/visually-hidden'
import styles from './skeleton.module.css'

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` follows the font size, `rect` takes `width`/`height`, `circle` an avatar. */
  shape?: 'text' | 'rect' | 'circle'
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  className?: string
}

/** A placeholder block shaped like content that is loading; hidden from assistive technology. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        styles.skeleton,
        shape === 'text' && styles.text,
        shape === 'circle' && styles.circle,
        className,
      )}
      style={{ width, height: height ?? (shape === 'circle' ? width : undefined) }}
    />
  )
}

/** Lines of placeholder text, the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.group} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  )
}

/**
 * Announces that a region is loading ("Loading…") while showing skeletons; wrap the
 * placeholders of a list or a page with it.
 */
export function SkeletonGroup({ children, label }: { children: ReactNode; label?: string }) {
  const { t } = useLingui()
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label ?? t`Loading…`}</VisuallyHidden>
      {children}
    </div>
  )
}

/** Placeholder of a `ProductCard`: image, name and price. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="rect" className={styles.media} />
      <Skeleton width="70%" />
      <Skeleton width="30%" />
    </div>
  )
}
