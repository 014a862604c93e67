import { holdSubmissions } from './hold-forms'
import { prerenderedPathAttribute } from './prerendered'

// The page's first script is small: until the app below has loaded and taken over a
// pre-rendered page, a form sent on it is held (see hold-forms.ts).
holdSubmissions(document)
// A pre-rendered page is readable before any script: the app starts once the page has loaded
// (stylesheet, content), so they have the connection to themselves.
if (document.getElementById('app')?.hasAttribute(prerenderedPathAttribute)) {
  await new Promise((loaded) => {
    if (document.readyState === 'complete') loaded(undefined)
    else window.addEventListener('load', loaded, { once: true })
  })
}
await import('./start')
