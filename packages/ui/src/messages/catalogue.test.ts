import { describe, expect, it } from 'vitest'

import english from '../locales/en/messages.po?raw'
import french from '../locales/fr/messages.po?raw'
import { isUiLocale, loadUiMessages } from './messages'

interface Entry {
  msgid: string
  msgstr: string
}

/** Reads the entries of a gettext catalogue, joining multi-line strings. */
function parsePo(source: string): Entry[] {
  const entries: Entry[] = []
  let current: Partial<Entry> = {}
  let field: keyof Entry | undefined
  const unquote = (text: string) => JSON.parse(text) as string
  for (const line of source.split('\n')) {
    const keyed = /^(msgid|msgstr) (".*")$/.exec(line)
    if (keyed) {
      field = keyed[1] as keyof Entry
      if (field === 'msgid' && current.msgid !== undefined) entries.push(current as Entry)
      if (field === 'msgid') current = {}
      current[field] = unquote(keyed[2] ?? '""')
    } else if (line.startsWith('"') && field) {
      current[field] = (current[field] ?? '') + unquote(line)
    } else if (line.trim() === '') {
      field = undefined
    }
  }
  if (current.msgid !== undefined)
    entries.push({ msgid: current.msgid, msgstr: current.msgstr ?? '' })
  return entries.filter((entry) => entry.msgid !== '')
}

/** Messages that are rightly spelled the same in both languages. */
const sameInFrench = new Set<string>(['Menu', 'Date', 'Page {slot}', 'Pagination'])

describe('design system catalogue', () => {
  const en = new Map(parsePo(english).map((entry) => [entry.msgid, entry.msgstr || entry.msgid]))
  const fr = parsePo(french)

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
