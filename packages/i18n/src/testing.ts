/// <reference types="node" />
import { readFileSync } from 'node:fs'

/** One translation unit of a `.po` file. */
export interface PoEntry {
  /** Message id (for Lingui, the explicit id or the generated hash). */
  msgid: string
  /** Disambiguation context, if any. */
  msgctxt?: string
  /** Translations: one, or one per plural form. */
  msgstr: string[]
}

const field = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$/
const continuation = /^"(.*)"$/

function unquote(text: string): string {
  return text.replace(/\\(.)/g, (_, char: string) => {
    if (char === 'n') return '\n'
    if (char === 't') return '\t'
    return char
  })
}

/** Parses the entries of a `.po` file, leaving out the header and obsolete (`#~`) entries. */
export function parsePo(source: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of source.split(/\r?\n\s*\r?\n/)) {
    const fields = new Map<string, string>()
    let current: string | undefined
    for (const raw of block.split(/\r?\n/)) {
      const line = raw.trim()
      const named = field.exec(line)
      const more = continuation.exec(line)
      if (named) {
        current = named[1] ?? ''
        fields.set(current, unquote(named[2] ?? ''))
      } else if (more && current !== undefined) {
        fields.set(current, (fields.get(current) ?? '') + unquote(more[1] ?? ''))
      }
    }
    const msgid = fields.get('msgid')
    if (msgid === undefined || msgid === '') continue
    const msgstr = [...fields.entries()]
      .filter(([key]) => key.startsWith('msgstr'))
      .map(([, value]) => value)
    const msgctxt = fields.get('msgctxt')
    entries.push(msgctxt === undefined ? { msgid, msgstr } : { msgid, msgctxt, msgstr })
  }
  return entries
}

/**
 * Lists the message ids of a `.po` catalogue that have no translation (an empty `msgstr`).
 * Point it at a French catalogue in a test so that a missing translation fails the build.
 *
 * @example
 * const french = join(dirname(fileURLToPath(import.meta.url)), 'locales/fr/messages.po')
 * expect(findMissingTranslations(french)).toEqual([])
 */
export function findMissingTranslations(poFilePath: string): string[] {
  return parsePo(readFileSync(poFilePath, 'utf8'))
    .filter((entry) => entry.msgstr.length === 0 || entry.msgstr.some((text) => text === ''))
    .map((entry) => entry.msgid)
}

/**
 * Lists the French translations of a `.po` catalogue with a `?`, `!`, `:` or `;` not held to the
 * word before it by a narrow no-break space (U+202F), so that none can wrap onto a line alone.
 * Lingui's placeholders of rich text (`<0>`, `</0>`) are left out of the check.
 */
export function findLooseFrenchPunctuation(poFilePath: string): string[] {
  return parsePo(readFileSync(poFilePath, 'utf8'))
    .flatMap((entry) => entry.msgstr)
    .filter((text) => /(^|[^\u202F])[?!:;]/.test(text.replaceAll(/<\/?\d+>/g, '')))
}
