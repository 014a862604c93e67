import { createHash } from 'node:crypto'

/** The page's Content-Security-Policy with its inline scripts' nonce allowed. */
export function policyWithNonce(policy: unknown, nonce: string): string | null {
  if (typeof policy !== 'string') return null
  return policy.replace(/script-src ([^;]*)/, `script-src $1 'nonce-${nonce}'`)
}

const inlineScripts = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const executableType = /^\s*$|^(module|(text|application)\/(java|ecma)script)$/i

/**
 * The page's Content-Security-Policy with each of its inline scripts allowed by its SHA-256: a
 * page kept for every visitor (here, or in a CDN) cannot carry a nonce, which would then be the
 * same for everyone and known in advance. The hashes are computed once, when the page is kept.
 * Data blocks (`application/json`, `ld+json`) never run and need none.
 */
export function policyWithHashes(policy: unknown, html: string): string | null {
  if (typeof policy !== 'string') return null
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of html.matchAll(inlineScripts)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!executableType.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`)
  }
  if (hashes.size === 0) return policy
  return policy.replace(/script-src ([^;]*)/, `script-src $1 ${[...hashes].join(' ')}`)
}

/**
 * Anonymous pages: shared caches (a CDN) may keep them but must ask again before each use, with
 * If-None-Match, so a sold-out variant never stays in stock there either; the answer depends on
 * the language (cookie or Accept-Language) and on being signed in (cookie).
 */
export const sharedPageCaching = 'public, max-age=0, must-revalidate'
export const pageVary = 'Cookie, Accept-Language, Accept-Encoding'

/** Whether an If-None-Match header matches an ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === opaque
  })
}
