import { createSafeRedirect } from '@comptoir/app-shell/safe-redirect'

/**
 * The path to go back to after signing in: only a path of the back office, never another site,
 * and never the sign-in or invitation pages themselves.
 */
export const safeRedirect = createSafeRedirect(['/sign-in', '/invitation'])
