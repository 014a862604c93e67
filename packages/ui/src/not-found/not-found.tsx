import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { ErrorLayout, errorStyles } from '../error-page/error-layout'

/** Props of {@link NotFound}. */
export interface NotFoundProps {
  /** The full path that was asked for, e.g. `/products/linen?colour=sand`. */
  path: string
  action?: ReactNode
  homeHref?: string
}

/** The status code of a {@link NotFound} page, for servers and routers that report it. */
export const notFoundStatus = 404

/** The page for an unknown path: 'Page not found', status 404, and the full path asked for. */
export function NotFound({ path, action, homeHref = '/' }: NotFoundProps) {
  const { t } = useLingui()
  return (
    <ErrorLayout
      statusCode={notFoundStatus}
      title={t`Page not found`}
      variant="not-found"
      action={action}
      homeHref={homeHref}
    >
      <p className={errorStyles.message}>{t`Nothing lives at this address:`}</p>
      <code className={errorStyles.path}>{path}</code>
    </ErrorLayout>
  )
}
