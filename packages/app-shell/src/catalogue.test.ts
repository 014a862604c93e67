// @vitest-environment node
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

describe('the app shell catalogue', () => {
  it('translates every message into French', () => {
    const text = readFileSync(new URL('./locales/fr/messages.po', import.meta.url), 'utf8')
    const untranslated = text
      .split(/\n\n+/)
      .filter((block) => /^msgid "(.+)"$/m.test(block) && /^msgstr ""$/m.test(block))
    expect(untranslated).toEqual([])
    expect(text).toContain('msgstr "Recharger"')
    expect(text).toContain('msgstr "Changer le mot de passe"')
  })
})
