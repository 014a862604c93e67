// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { renderPortalPage } from './prerender'
import { prerenderedPaths } from './prerendered'

// The offline worker's registration comes from the build's plugin; nothing registers here.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }))

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

describe('the pre-render of the public pages', () => {
  it('writes the programme’s landing in English and in French', async () => {
    const english = await renderPortalPage('/', 'en')
    expect(heading(english)).toBe('Share the things you love at home, and earn on every order.')
    expect(english).toContain('<title>Ambassador programme · Comptoir Ambassadors</title>')
    const french = await renderPortalPage('/', 'fr')
    expect(french).toContain('<title>Programme ambassadeurs · Comptoir Ambassadeurs</title>')
  })

  it('writes every pre-rendered page with content and no inline script', async () => {
    for (const path of prerenderedPaths) {
      const html = await renderPortalPage(path, 'fr')
      expect(heading(html), path).toBeTruthy()
      // The page's Content-Security-Policy runs no inline script; hydration needs none.
      expect(html, path).not.toContain('<script')
      // Hydration would write a form's empty state over what a visitor typed before it.
      expect(html, path).not.toContain('<form')
    }
  })
})
