/**
 * The attribute of `#app` in a page the build pre-rendered: the path whose HTML it holds. The
 * browser hydrates that HTML when it shows that page in that language, and renders afresh
 * otherwise (a signed-in ambassador sent to the dashboard, an address with a query).
 */
export const prerenderedPathAttribute = 'data-prerendered'

/**
 * The public pages the build renders to HTML in each language (the API sends them to a first
 * visit): the programme's landing, the same for every visitor. The pages with a form (sign-in,
 * application, forgotten password) are not: React hydrating a pre-rendered form writes its own
 * (empty) state over what a visitor typed before the scripts ran, so a visitor on a slow phone
 * would see the fields they filled emptied. They render in the browser, with the form ready to
 * take what is typed.
 */
export const prerenderedPaths = ['/'] as const
