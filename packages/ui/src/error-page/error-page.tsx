import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { ErrorLayout, errorStyles } from './error-layout'

/** Props of {@link ErrorPage}: the fields of the error being shown. */
export interface ErrorPageProps {
  /** HTTP-like status code of the error; 404 shows the not-found variant, anything else the server-error one. */
  statusCode: number
  /** Short status text; defaults to 'Page Not Found' (404) or 'Internal Server Error'. */
  statusMessage?: string | undefined
  /** Longer explanation of what happened. */
  message?: string | undefined
  /** Replaces the default "Back to the home page" link (e.g. a retry button). */
  action?: ReactNode
  homeHref?: string
}

/**
 * The generic page for unhandled fatal errors.
 *
 * @remarks
 * Status 404 gives the not-found variant (default status message 'Page Not Found'); any other
 * status the server-error variant ('Internal Server Error'). It shows the status code, the status
 * message as the page title, and the message under it.
 */
export function ErrorPage({
  statusCode,
  statusMessage,
  message,
  action,
  homeHref = '/',
}: ErrorPageProps) {
  const { t } = useLingui()
  const notFound = statusCode === 404
  const title = statusMessage ?? (notFound ? t`Page Not Found` : t`Internal Server Error`)
  return (
    <ErrorLayout
      statusCode={statusCode}
      title={title}
      variant={notFound ? 'not-found' : 'server-error'}
      action={action}
      homeHref={homeHref}
    >
      {message ? <p className={errorStyles.message}>{message}</p> : null}
    </ErrorLayout>
  )
}
