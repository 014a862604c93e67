/** The attribute of the JSON lists of modules a server-rendered page needs to hydrate. */
export const pageModulesAttribute = 'data-page-modules'

/**
 * Resolves once the page has loaded (its stylesheet and eager images in, so its largest image
 * has painted), one task later, or after `limitMs` at most: a slow image never holds the
 * page's scripts back for long.
 */
export function pageLoaded(target: Window = window, limitMs = 2500): Promise<void> {
  return new Promise((resolve) => {
    const start = () => {
      target.removeEventListener('load', onLoad)
      target.clearTimeout(limit)
      resolve()
    }
    const onLoad = () => target.setTimeout(start, 0)
    const limit = target.setTimeout(start, limitMs)
    if (target.document.readyState === 'complete') onLoad()
    else target.addEventListener('load', onLoad, { once: true })
  })
}

/**
 * Starts downloading, all at once, the modules the server render listed in
 * `<script type="application/json" data-page-modules>` (the client, its shared chunk, the
 * page's catalogues and its route's chunks), so hydration waits for one round trip, not three.
 * Returns how many were asked for.
 */
export function preloadPageModules(document: Document): number {
  const seen = new Set<string>()
  for (const list of document.querySelectorAll(`script[${pageModulesAttribute}]`)) {
    const files: unknown = JSON.parse(list.textContent || '[]')
    if (!Array.isArray(files)) continue
    for (const href of files) {
      if (typeof href !== 'string' || seen.has(href)) continue
      seen.add(href)
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
  return seen.size
}
