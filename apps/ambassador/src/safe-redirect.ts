import { createSafeRedirect } from '@comptoir/app-shell/safe-redirect'

/**
 * The path to go back to after signing in: only a path of this portal (`/operation?id=42`),
 * never another site, and never the sign-in pages themselves.
 */
export const safeRedirect = createSafeRedirect([
  '/login',
  '/apply',
  '/forgot-pwd',
  '/reset-pwd',
  '/forbidden',
])
