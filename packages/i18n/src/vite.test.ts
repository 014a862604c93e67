import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'

import { findLinguiConfig, linguiCatalogs, linguiPlugins } from './vite'

/** A workspace of its own, with its own config and a French catalogue. */
function makeWorkspace(): { root: string; catalogue: string } {
  const root = mkdtempSync(join(tmpdir(), 'comptoir-lingui-'))
  writeFileSync(
    join(root, 'lingui.config.js'),
    `export default { sourceLocale: 'en', locales: ['en', 'fr'], fallbackLocales: { default: 'en' },
      catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }] }\n`,
  )
  for (const locale of ['en', 'fr']) {
    mkdirSync(join(root, 'src/locales', locale), { recursive: true })
  }
  writeFileSync(join(root, 'src/locales/en/messages.po'), 'msgid "cart"\nmsgstr "Cart"\n')
  const catalogue = join(root, 'src/locales/fr/messages.po')
  writeFileSync(catalogue, 'msgid "cart"\nmsgstr "Panier"\n\nmsgid "home"\nmsgstr ""\n')
  return { root, catalogue }
}

function transformOf(plugin: Plugin) {
  const hook = plugin.transform
  if (typeof hook !== 'function') throw new Error('expected a transform function')
  return hook
}

describe('findLinguiConfig', () => {
  it('finds the nearest config above a file', () => {
    const { root, catalogue } = makeWorkspace()
    expect(findLinguiConfig(catalogue)).toBe(join(root, 'lingui.config.js'))
    expect(findLinguiConfig('/definitely/not/here.po')).toBeUndefined()
  })
})

describe('linguiCatalogs', () => {
  it("compiles a catalogue with its own workspace's config", async () => {
    const { catalogue } = makeWorkspace()
    const transform = transformOf(linguiCatalogs())
    const context = { addWatchFile: () => undefined } as unknown as ThisParameterType<
      typeof transform
    >
    const result = await transform.call(context, '', catalogue)
    const code = typeof result === 'object' && result !== null ? result.code : result
    expect(code).toContain('Panier')
    expect(code).toContain('export')
  })

  it('leaves other files alone', async () => {
    const transform = transformOf(linguiCatalogs())
    const context = {} as ThisParameterType<typeof transform>
    expect(await transform.call(context, 'export {}', '/src/main.ts')).toBeNull()
  })

  it('keeps the macros out of dependency pre-bundling', () => {
    const hook = linguiCatalogs().config
    if (typeof hook !== 'function') throw new Error('expected a config function')
    const result = hook.call(
      {} as ThisParameterType<typeof hook>,
      { optimizeDeps: { exclude: ['x'] } },
      { command: 'serve', mode: 'development' },
    )
    expect(result).toEqual({
      optimizeDeps: { exclude: ['x', '@lingui/core/macro', '@lingui/react/macro'] },
    })
  })
})

describe('linguiPlugins', () => {
  it('adds React with the macro, then the catalogue compiler', () => {
    const names = linguiPlugins()
      .flat()
      .map((plugin) => (plugin && 'name' in plugin ? plugin.name : undefined))
    expect(names).toContain('vite:react-babel')
    expect(names.at(-1)).toBe('comptoir-lingui-catalogs')
  })
})
