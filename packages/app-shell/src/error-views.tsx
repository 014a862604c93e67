import { ErrorPage } from '@comptoir/ui/error-page'
import { NotFound } from '@comptoir/ui/not-found'
import { useLingui } from '@lingui/react/macro'
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'

import { describeError } from './describe-error'
import { PageTitle } from './page-title'

export { describeError, type DescribedError } from './describe-error'

/** The router's not-found view: 'Page not found' with the full path asked for. */
export function RouteNotFound({ site }: { site: string }) {
  const { t } = useLingui()
  const location = useLocation()
  return (
    <>
      <PageTitle title={t`Page not found`} site={site} />
      <NotFound path={location.href} />
    </>
  )
}

/** The router's error view: the 404 or 500 variant of the error page, from the thrown error. */
export function RouteError({ error, site }: Pick<ErrorComponentProps, 'error'> & { site: string }) {
  const { t } = useLingui()
  const { statusCode, statusMessage, message } = describeError(error)
  return (
    <>
      <PageTitle
        title={statusCode === 404 ? t`Page not found` : t`Something went wrong`}
        site={site}
      />
      <ErrorPage statusCode={statusCode} statusMessage={statusMessage} message={message} />
    </>
  )
}
