/**
 * Makes the check of a "back to where you were going" path: only a path of this site
 * (`/checkout?step=review`), never another site (`//evil.example`, `https://…`), and never one of
 * the given sign-in pages, so signing in does not land on a sign-in page again.
 *
 * @param signInPages - the paths (without query) that a redirect never goes to
 * @returns the check: the value itself when it is such a path, `undefined` otherwise
 */
export function createSafeRedirect(
  signInPages: readonly string[],
): (value: unknown) => string | undefined {
  return (value) => {
    if (
      typeof value !== 'string' ||
      !value.startsWith('/') ||
      value.startsWith('//') ||
      value.includes('\\')
    ) {
      return undefined
    }
    const path = value.split(/[?#]/)[0] ?? ''
    return signInPages.includes(path) ? undefined : value
  }
}
