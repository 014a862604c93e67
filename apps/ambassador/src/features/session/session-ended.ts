import { safeRedirect } from '../../safe-redirect'

/** Where the portal goes when the server ends the session on its own. */
export interface SessionEndedTarget {
  to: '/login'
  search: { reason: 'session-ended'; redirect?: string }
}

/**
 * The sign-in page with "Your session has ended" and the way back to the page that was open;
 * `null` on the public pages (sign-in, apply, password pages), where no session was in use.
 */
export function sessionEndedTarget(location: {
  pathname: string
  href: string
}): SessionEndedTarget | null {
  if (safeRedirect(location.pathname) === undefined) return null
  const redirect = safeRedirect(location.href)
  return {
    to: '/login',
    search: { reason: 'session-ended', ...(redirect !== undefined && { redirect }) },
  }
}
