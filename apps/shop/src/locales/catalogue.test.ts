// @vitest-environment node
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/** The msgids of a catalogue whose translation is empty. */
function untranslated(path: string): string[] {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8')
  return text
    .split(/\n\n+/)
    .map((block) => ({
      id: /^msgid "(.*)"$/m.exec(block)?.[1],
      str: /^msgstr "(.*)"$/m.exec(block)?.[1],
    }))
    .filter((entry) => entry.id && entry.str === '')
    .map((entry) => entry.id ?? '')
}

/** The French translations with a ? ! : or ; not held to the word before it by a narrow no-break space. */
function looseFrenchPunctuation(path: string): string[] {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8')
  return [...text.matchAll(/^msgstr "(.*)"$/gm)]
    .map((match) => match[1] ?? '')
    .filter((translation) => /(^|[^\u202F])[?!:;]/.test(translation.replaceAll(/<\/?\d+>/g, '')))
}

describe('the shop catalogues', () => {
  it('translate every message into French', () => {
    expect(untranslated('./fr/messages.po')).toEqual([])
  })

  it('keep French ? ! : ; with the word before them (narrow no-break space), so none wraps alone', () => {
    expect(looseFrenchPunctuation('./fr/messages.po')).toEqual([])
  })
})
