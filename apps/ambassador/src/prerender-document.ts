/** Where a pre-rendered page is written in the client build, and how its document is made. */

/** The page's file in the client build: `prerendered/fr/login.html`, `prerendered/en/index.html`. */
export function prerenderedFile(locale: string, path: string): string {
  return `prerendered/${locale}/${path === '/' ? 'index' : path.replace(/^\//, '')}.html`
}

/**
 * The build's `index.html` with a page's render: `<html lang>` set to the page's language, the
 * page's `<title>` (React writes it in the render; it moves to the head, where hydration finds
 * it) and the rest of the render in `#app`, marked with `attribute`. The app's own chunks are
 * not asked for in the head (`data-app-start`): the page's stylesheet and content come first,
 * and its first script fetches them once the page has loaded.
 */
export function pageDocument(
  shell: string,
  page: { locale: string; markup: string; attribute: string },
): string {
  const title = /<title>[\s\S]*?<\/title>/.exec(page.markup)?.[0]
  const body = title ? page.markup.replace(title, '') : page.markup
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/\s*<link\b[^>]*\bdata-app-start\b[^>]*>/g, '')
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => title)
  const app = '<div id="app"></div>'
  if (!html.includes(app)) throw new Error('The built index.html has no empty #app element')
  return html.replace(app, () => `<div id="app" ${page.attribute}>${body}</div>`)
}
