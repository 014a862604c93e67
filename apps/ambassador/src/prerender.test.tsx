// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { renderPortalPage } from './prerender'
import { prerenderedPaths } from './prerendered'

// The offline worker's registration comes from the build's plugin; nothing registers here.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }))

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

describe('the pre-render of the public pages', () => {
  it('writes the sign-in page with its form in English and in French', async () => {
    const english = await renderPortalPage('/login', 'en')
    expect(heading(english)).toBe('Sign in to your ambassador space')
    expect(english).toContain('<title>Sign in · Comptoir Ambassadors</title>')
    expect(english).toMatch(/<input[^>]*type="email"/)
    const french = await renderPortalPage('/login', 'fr')
    expect(heading(french)).toBe('Connectez-vous à votre espace ambassadeur')
    expect(french).toContain('Mot de passe')
  })

  it('writes every pre-rendered page with content and no inline script', async () => {
    for (const path of prerenderedPaths) {
      const html = await renderPortalPage(path, 'fr')
      expect(heading(html), path).toBeTruthy()
      // The page's Content-Security-Policy runs no inline script; hydration needs none.
      expect(html, path).not.toContain('<script')
    }
  })
})
