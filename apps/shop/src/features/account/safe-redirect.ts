import { createSafeRedirect } from '@comptoir/app-shell/safe-redirect'

/**
 * The path to go back to after signing in: only a path of this shop (`/checkout?step=review`),
 * never another site, and never the sign-in pages themselves.
 */
export const safeRedirect = createSafeRedirect(['/login', '/signup', '/forgot-pwd', '/reset-pwd'])
