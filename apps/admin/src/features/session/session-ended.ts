import { safeRedirect } from '../../safe-redirect'

/** Where the back office goes when the server ends the session on its own. */
export interface SessionEndedTarget {
  to: '/sign-in'
  search: { reason: 'session-ended'; redirect?: string }
}

/**
 * The sign-in page with "Your session has ended" and the way back to the page that was open;
 * `null` on the sign-in and invitation pages, where no session was in use.
 */
export function sessionEndedTarget(location: {
  pathname: string
  href: string
}): SessionEndedTarget | null {
  if (safeRedirect(location.pathname) === undefined) return null
  const redirect = safeRedirect(location.href)
  return {
    to: '/sign-in',
    search: { reason: 'session-ended', ...(redirect !== undefined && { redirect }) },
  }
}
