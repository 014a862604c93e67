// @vitest-environment node
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

describe('the client shell (index.html)', () => {
  it('carries no description of its own: the router writes the page’s, in the page’s language', () => {
    const shell = readFileSync(new URL('../index.html', import.meta.url), 'utf8')
    expect(shell).not.toMatch(/<meta[^>]+name="description"/)
    expect(shell).toContain('<div id="app"></div>')
  })
})
