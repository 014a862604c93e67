import { ErrorPage } from '@comptoir/ui/error-page'
import { NotFound } from '@comptoir/ui/not-found'
import { useLocation, type ErrorComponentProps } from '@tanstack/react-router'

import { describeError } from './describe-error'

export { describeError, type DescribedError } from './describe-error'

/** The router's not-found view: 'Page not found' with the full path asked for. */
export function RouteNotFound() {
  const location = useLocation()
  return <NotFound path={location.href} />
}

/** The router's error view: the 404 or 500 variant of the error page, from the thrown error. */
export function RouteError({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { statusCode, statusMessage, message } = describeError(error)
  return <ErrorPage statusCode={statusCode} statusMessage={statusMessage} message={message} />
}
