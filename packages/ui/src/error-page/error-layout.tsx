import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { cx } from '../internal/cx'
import { Link } from '../link/link'
import styles from './error-page.module.css'

/** The shared frame of the error pages: the status code, a title, details and a way back. */
export function ErrorLayout(props: {
  statusCode: number
  title: ReactNode
  variant: 'not-found' | 'server-error'
  children?: ReactNode
  action?: ReactNode
  homeHref: string
}) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-variant={props.variant}
      className={cx(styles.page, props.variant === 'server-error' && styles.serverError)}
    >
      <p className={styles.code}>
        <span className={styles.eyebrow}>{t`Error`} </span>
        {props.statusCode}
      </p>
      <h1 id={titleId} className={styles.title}>
        {props.title}
      </h1>
      {props.children}
      <div className={styles.action}>
        {props.action ?? (
          <Link href={props.homeHref} variant="standalone">
            {t`Back to the home page`}
          </Link>
        )}
      </div>
    </section>
  )
}

/** Class names of the error pages, for the parts their callers add. */
export const errorStyles = { message: styles.message, path: styles.path }
