import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { findLooseFrenchPunctuation, findMissingTranslations, parsePo } from './testing'

const header = 'msgid ""\nmsgstr ""\n"Language: fr\\n"\n'

function writePo(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'comptoir-po-')), 'messages.po')
  writeFileSync(file, content)
  return file
}

describe('the core catalogue', () => {
  it('has a French translation for every message', () => {
    const french = join(dirname(fileURLToPath(import.meta.url)), 'locales/fr/messages.po')
    expect(findMissingTranslations(french)).toEqual([])
  })
})

describe('findMissingTranslations', () => {
  it('reports messages whose msgstr is empty', () => {
    const file = writePo(
      `${header}\n#. js-lingui-explicit-id\nmsgid "home"\nmsgstr "Accueil"\n\nmsgid "cart"\nmsgstr ""\n`,
    )
    expect(findMissingTranslations(file)).toEqual(['cart'])
  })

  it('reads multi-line strings, plural forms and skips obsolete entries', () => {
    const file = writePo(
      [
        header,
        'msgid ""\n"long "\n"text"\nmsgstr ""\n"texte "\n"long"',
        'msgid "item"\nmsgid_plural "items"\nmsgstr[0] "article"\nmsgstr[1] ""',
        '#~ msgid "gone"\n#~ msgstr ""',
      ].join('\n\n'),
    )
    expect(findMissingTranslations(file)).toEqual(['item'])
  })
})

describe('findLooseFrenchPunctuation', () => {
  it('reports ? ! : ; not held to the word before them by a narrow no-break space', () => {
    const file = writePo(
      [
        header,
        'msgid "Sure?"\nmsgstr "Sûr\u202F?"',
        'msgid "Why?"\nmsgstr "Pourquoi ?"',
        'msgid "Note: {0}"\nmsgstr "Note: {0}"',
        'msgid "<0>Help</0>?"\nmsgstr "<0>Aide</0>\u202F?"',
      ].join('\n\n'),
    )
    expect(findLooseFrenchPunctuation(file)).toEqual(['Pourquoi ?', 'Note: {0}'])
  })
})

describe('parsePo', () => {
  it('unescapes quotes and keeps the context', () => {
    const [entry] = parsePo(
      `${header}\nmsgctxt "menu"\nmsgid "Say \\"hi\\""\nmsgstr "Dis \\"salut\\""\n`,
    )
    expect(entry).toEqual({ msgctxt: 'menu', msgid: 'Say "hi"', msgstr: ['Dis "salut"'] })
  })
})
