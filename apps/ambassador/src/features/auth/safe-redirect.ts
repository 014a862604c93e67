/**
 * The path to go back to after signing in: only a path of this portal (`/checkout?step=review`),
 * never another site (`//evil.example`, `https://…`), and never the sign-in pages themselves.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return undefined
  }
  const path = value.split(/[?#]/)[0] ?? ''
  if (['/login', '/apply', '/forgot-pwd', '/reset-pwd', '/forbidden'].includes(path))
    return undefined
  return value
}
