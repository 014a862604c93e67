import { parsePo } from '@comptoir/i18n/testing'
import { describe, expect, it } from 'vitest'

import english from '../locales/en/messages.po?raw'
import french from '../locales/fr/messages.po?raw'
import { isUiLocale, loadUiMessages } from './messages'

/** Messages that are rightly spelled the same in both languages. */
const sameInFrench = new Set<string>(['Menu', 'Date', 'Page {slot}', 'Pagination'])

describe('design system catalogue', () => {
  const en = new Map(
    parsePo(english).map((entry) => [entry.msgid, entry.msgstr.find(Boolean) ?? entry.msgid]),
  )
  const fr = parsePo(french).map((entry) => ({ msgid: entry.msgid, msgstr: entry.msgstr[0] ?? '' }))

  it('has the same messages in both languages', () => {
    expect(fr.map((entry) => entry.msgid).sort()).toEqual([...en.keys()].sort())
  })

  it('translates every message into French', () => {
    const missing = fr.filter((entry) => entry.msgstr.trim() === '').map((entry) => entry.msgid)
    expect(missing, 'French messages without translation').toEqual([])
  })

  it('does not leave English text in the French catalogue', () => {
    const untranslated = fr
      .filter((entry) => entry.msgstr === en.get(entry.msgid) && !sameInFrench.has(entry.msgstr))
      .map((entry) => entry.msgid)
    expect(untranslated, 'French messages identical to English').toEqual([])
  })

  it('says Home / Accueil for the home message', async () => {
    expect(en.get('home')).toBe('Home')
    expect(fr.find((entry) => entry.msgid === 'home')?.msgstr).toBe('Accueil')
    expect((await loadUiMessages('fr')).home).toEqual(['Accueil'])
    expect((await loadUiMessages('en')).home).toEqual(['Home'])
  })

  it('only knows en and fr', async () => {
    expect(isUiLocale('fr')).toBe(true)
    expect(isUiLocale('de')).toBe(false)
    await expect(loadUiMessages('de' as 'en')).rejects.toThrow(/no catalogue/)
  })
})
