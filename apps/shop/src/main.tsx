import { pageLoaded, preloadPageModules } from './deferred-start'

// A server-rendered page is readable, and its links work, before any script: its scripts start
// once it has loaded, so its lead images have the connection to themselves; they are listed in
// the page and fetched together. The client shell (#app, client-rendered routes) starts at once.
if (!document.getElementById('app')) {
  await pageLoaded()
  preloadPageModules(document)
}
await import('./client')
