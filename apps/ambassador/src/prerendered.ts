/**
 * The attribute of `#app` in a page the build pre-rendered: the path whose HTML it holds. The
 * browser hydrates that HTML when it shows that page in that language, and renders afresh
 * otherwise (a signed-in ambassador sent to the dashboard, an address with a query).
 */
export const prerenderedPathAttribute = 'data-prerendered'

/**
 * The public pages the build renders to HTML in each language (the API sends them to a first
 * visit): they are the same for every visitor until the page's own data loads. `/reset-pwd`
 * is left out: it is always opened with the e-mailed token, which a build cannot know.
 */
export const prerenderedPaths = ['/', '/login', '/apply', '/forgot-pwd'] as const
