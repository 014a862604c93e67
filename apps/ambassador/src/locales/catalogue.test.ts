// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const sourceRoot = fileURLToPath(new URL('..', import.meta.url))

/** Every French catalogue of the portal: the shell's and each feature's. */
function frenchCatalogues(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return frenchCatalogues(path)
    return path.endsWith(join('locales', 'fr', 'messages.po')) ? [path] : []
  })
}

/** The msgids of a catalogue whose translation is empty. */
function untranslated(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split(/\n\n+/)
    .map((block) => ({
      id: /^msgid "(.*)"$/m.exec(block)?.[1],
      str: /^msgstr "(.*)"$/m.exec(block)?.[1],
    }))
    .filter((entry) => entry.id && entry.str === '')
    .map((entry) => `${relative(sourceRoot, path)}: ${entry.id ?? ''}`)
}

describe('the portal catalogues', () => {
  it('exist for the shell and the features', () => {
    expect(frenchCatalogues(sourceRoot).length).toBeGreaterThan(1)
  })

  it('translate every message into French', () => {
    expect(frenchCatalogues(sourceRoot).flatMap(untranslated)).toEqual([])
  })
})
