/** A base32 secret in groups of four, as authenticator apps let it be typed. */
export function groupedSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ')
}
