import { describe, expect, it } from 'vitest'

import { pageDocument, prerenderedFile } from './prerender-document'

const shell = `<!doctype html>
<html lang="en">
  <head><title>Comptoir ambassadors</title><script type="module" src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell.js" data-app-start></head>
  <body>
    <div id="app"></div>
  </body>
</html>`

describe('a pre-rendered page', () => {
  it('is the built page with the render in #app, its language and its title in the head', () => {
    const html = pageDocument(shell, {
      locale: 'fr',
      markup: '<div><title>Se connecter · Comptoir Ambassadeurs</title><h1>Connexion $&</h1></div>',
      attribute: 'data-prerendered="/login"',
    })
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<head><title>Se connecter · Comptoir Ambassadeurs</title><script')
    // The render is written as it is (no replacement patterns), without its title.
    expect(html).toContain(
      '<div id="app" data-prerendered="/login"><div><h1>Connexion $&</h1></div></div>',
    )
    expect(html).toContain('src="/assets/index.js"')
    expect(html).not.toContain('/assets/shell.js')
  })

  it('refuses a built page without an empty #app', () => {
    expect(() =>
      pageDocument('<html lang="en"><body></body></html>', {
        locale: 'en',
        markup: '',
        attribute: '',
      }),
    ).toThrow(/#app/)
  })

  it('is written under prerendered/<language>/, `/` as index', () => {
    expect(prerenderedFile('en', '/')).toBe('prerendered/en/index.html')
    expect(prerenderedFile('fr', '/forgot-pwd')).toBe('prerendered/fr/forgot-pwd.html')
  })
})
