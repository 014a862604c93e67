import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { parsePo } from '@comptoir/i18n/testing'
import type { Page } from '@playwright/test'

/*
 * The English strings of the apps' and packages' Lingui catalogues that French pages must not
 * show: every message whose French translation differs, as an anchored pattern (placeholders
 * match any text, plural branches and the parts around tags count on their own).
 */
const repoRoot = join(import.meta.dirname, '../../..')
/** Words that are the same in every language and are not translations. */
const brandNames = new Set(['Comptoir'])

/** The entries of one `.po` file, keyed by context and id, with their first translation. */
function entries(text: string): { key: string; id: string; message: string }[] {
  return parsePo(text).map((entry) => ({
    key: `${entry.msgctxt ?? ''}\u0004${entry.msgid}`,
    id: entry.msgid,
    message: entry.msgstr[0] ?? '',
  }))
}

/** The closing brace matching the opening one at `start`. */
function closing(text: string, start: number): number {
  let depth = 0
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1
    if (text[index] === '}') depth -= 1
    if (depth === 0) return index
  }
  return text.length
}

/** Each text an ICU message can become, its plural and select branches expanded. */
export function icuVariants(message: string): string[] {
  const match = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(message)
  if (!match) return [message]
  const end = closing(message, match.index)
  const before = message.slice(0, match.index)
  const after = message.slice(end + 1)
  const body = message.slice(match.index + match[0].length, end)
  const branches: string[] = []
  for (let index = body.indexOf('{'); index !== -1;) {
    const stop = closing(body, index)
    branches.push(body.slice(index + 1, stop).replaceAll('#', '{#}'))
    index = body.indexOf('{', stop + 1)
  }
  return branches.flatMap((branch) => icuVariants(`${before}${branch}${after}`))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The whole texts a message shows: all of it without its tags, and each part between tags. */
function shownTexts(message: string): string[] {
  const parts = message.split(/<\/?\d+\s*\/?>/)
  return [parts.join(''), ...(parts.length > 1 ? parts : [])].map(normalize)
}

/** An anchored pattern for a shown text, or nothing when its own words are too few to tell. */
function toPattern(text: string): string | undefined {
  const literal = text.split(/\{[^{}]*\}/)
  if (!literal.some((part) => /\p{L}{3,}/u.test(part))) return undefined
  return `^${literal.map((part) => escapeRegExp(part)).join('.+?')}$`
}

function catalogueFolders(): string[] {
  const roots = [join(repoRoot, 'apps/shop/src'), join(repoRoot, 'apps/ambassador/src')]
  for (const name of readdirSync(join(repoRoot, 'packages'))) {
    roots.push(join(repoRoot, 'packages', name, 'src'))
  }
  const found: string[] = []
  const walk = (folder: string) => {
    let names: string[]
    try {
      names = readdirSync(folder)
    } catch {
      return
    }
    if (names.includes('en') && names.includes('fr') && folder.endsWith('locales')) {
      found.push(folder)
    }
    for (const name of names) {
      if (!name.includes('.') && name !== 'node_modules') walk(join(folder, name))
    }
  }
  roots.forEach(walk)
  return found
}

/** An English string of the catalogues and the pattern that finds it as a whole text. */
export interface EnglishString {
  english: string
  pattern: string
}

/** Every English catalogue string whose French translation differs. */
export function englishCatalogueStrings(): EnglishString[] {
  const french = new Set<string>()
  const pairs: { english: string; french: string }[] = []
  for (const folder of catalogueFolders()) {
    const read = (locale: string) =>
      entries(readFileSync(join(folder, locale, 'messages.po'), 'utf8'))
    const translations = new Map(read('fr').map((entry) => [entry.key, entry.message]))
    for (const entry of read('en')) {
      const translation = translations.get(entry.key) ?? ''
      pairs.push({ english: entry.message || entry.id, french: translation })
      for (const variant of icuVariants(translation))
        shownTexts(variant).forEach((t) => french.add(t))
    }
  }
  const strings = new Map<string, string>()
  for (const pair of pairs) {
    if (pair.french === '' || normalize(pair.french) === normalize(pair.english)) continue
    for (const text of icuVariants(pair.english).flatMap(shownTexts)) {
      if (french.has(text) || brandNames.has(text)) continue
      const pattern = toPattern(text)
      if (pattern !== undefined) strings.set(pattern, text)
    }
  }
  return [...strings].map(([pattern, english]) => ({ english, pattern }))
}

/**
 * The English catalogue strings the page shows as a whole text: a text node, a line of the
 * page's visible text, a placeholder, the title or the description.
 */
export async function englishOnPage(page: Page, strings: EnglishString[]): Promise<string[]> {
  return page.evaluate((catalogue) => {
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()
    const texts = new Map<string, string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, template')) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      texts.set(normalize(node.textContent ?? ''), 'text')
    }
    for (const line of document.body.innerText.split('\n')) texts.set(normalize(line), 'text')
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      texts.set(normalize(field.placeholder), 'placeholder')
    }
    texts.set(normalize(document.title), 'title')
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    texts.set(normalize(description?.content ?? ''), 'description')
    texts.delete('')
    const patterns = catalogue.map(({ english, pattern }) => ({ english, re: new RegExp(pattern) }))
    const found: string[] = []
    for (const [text, where] of texts) {
      const hit = patterns.find(({ re }) => re.test(text))
      if (hit) found.push(`${where} "${text}" (catalogue: "${hit.english}")`)
    }
    return found
  }, strings)
}
