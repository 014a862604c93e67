// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import {
  findLooseFrenchPunctuation,
  findMissingTranslations,
  parsePo,
} from '@comptoir/i18n/testing'
import { describe, expect, it } from 'vitest'

const french = fileURLToPath(new URL('./fr/messages.po', import.meta.url))
const english = fileURLToPath(new URL('./en/messages.po', import.meta.url))
const entries = (path: string) => parsePo(readFileSync(path, 'utf8')).filter((entry) => entry.msgid)

describe('the shop catalogue', () => {
  it('translates every message into French', () => {
    expect(findMissingTranslations(french)).toEqual([])
  })

  it('keeps French ? ! : ; with the word before them (narrow no-break space), so none wraps alone', () => {
    expect(findLooseFrenchPunctuation(french)).toEqual([])
  })

  it('writes curly apostrophes in both languages', () => {
    const straight = [
      ...entries(english).map((entry) => entry.msgid),
      ...entries(french).flatMap((entry) => entry.msgstr),
    ].filter((text) => text.includes("'"))
    expect(straight).toEqual([])
  })

  it('sets no space before % in English (French spacing belongs to French)', () => {
    const spaced = entries(english)
      .map((entry) => entry.msgid)
      .filter((text) => /\s%/.test(text))
    expect(spaced).toEqual([])
  })
})
