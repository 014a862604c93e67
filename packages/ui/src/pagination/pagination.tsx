import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { ChevronLeftIcon, ChevronRightIcon } from '../internal/icons'
import { cx } from '../internal/cx'
import { Link } from '../link/link'
import { pageRange } from './page-range'
import styles from './pagination.module.css'

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number
  /** Number of pages; without it (cursor pagination) only Previous and Next are shown. */
  pageCount?: number
  /** Whether a next page exists, for cursor pagination (defaults to `page < pageCount`). */
  hasNextPage?: boolean
  /** Renders buttons that call this with the chosen page. */
  onPageChange?: (page: number) => void
  /** Renders links to these addresses instead of buttons (crawlable, open in a new tab). */
  getPageHref?: (page: number) => string
  className?: string
}

interface ControlProps {
  target: number
  label: string
  current?: boolean
  disabled?: boolean
  className?: string
  children: ReactNode
  getPageHref?: ((page: number) => string) | undefined
  onPageChange?: ((page: number) => void) | undefined
}

function Control({
  target,
  label,
  current,
  disabled,
  className,
  children,
  getPageHref,
  onPageChange,
}: ControlProps) {
  const classes = cx(styles.control, className)
  if (getPageHref) {
    return disabled ? (
      <span className={classes} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link
        href={getPageHref(target)}
        variant="quiet"
        className={classes}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={() => {
        if (!current) onPageChange?.(target)
      }}
    >
      {children}
    </button>
  )
}

/**
 * Moves through the pages of a list: Previous, page numbers with gaps, Next.
 *
 * @remarks A `nav` named "Pagination"; the current page carries `aria-current="page"`, each number
 * is named "Page 3", and Previous/Next are disabled at the ends.
 */
export function Pagination({
  page,
  pageCount,
  hasNextPage,
  onPageChange,
  getPageHref,
  className,
}: PaginationProps) {
  const { t } = useLingui()
  const hasNext = hasNextPage ?? (pageCount !== undefined && page < pageCount)
  const navigation = { getPageHref, onPageChange }
  return (
    <nav aria-label={t`Pagination`} className={className}>
      <ul className={styles.list}>
        <li>
          <Control
            {...navigation}
            target={page - 1}
            label={t`Previous page`}
            disabled={page <= 1}
            className={styles.step}
          >
            <ChevronLeftIcon size={16} />
            <span>{t`Previous`}</span>
          </Control>
        </li>
        {pageCount !== undefined
          ? pageRange(page, pageCount).map((slot, index) =>
              slot === 'gap' ? (
                <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={slot}>
                  <Control
                    {...navigation}
                    target={slot}
                    label={t`Page ${slot}`}
                    current={slot === page}
                  >
                    {slot}
                  </Control>
                </li>
              ),
            )
          : null}
        <li>
          <Control
            {...navigation}
            target={page + 1}
            label={t`Next page`}
            disabled={!hasNext}
            className={styles.step}
          >
            <span>{t`Next`}</span>
            <ChevronRightIcon size={16} />
          </Control>
        </li>
      </ul>
    </nav>
  )
}
