/// <reference types="node" />
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import type { Plugin, PluginOption } from 'vite'

const configNames = [
  'lingui.config.ts',
  'lingui.config.mts',
  'lingui.config.js',
  'lingui.config.mjs',
]
const catalogId = /\.po(?:\?.*)?$/
const macroPackages = ['@lingui/core/macro', '@lingui/react/macro']

/** Finds the `lingui.config` of the workspace a file belongs to (nearest one above it). */
export function findLinguiConfig(file: string): string | undefined {
  let dir = dirname(file)
  for (;;) {
    for (const name of configNames) {
      const candidate = join(dir, name)
      if (existsSync(candidate)) return candidate
    }
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * Compiles imported `.po` catalogues, each with the Lingui configuration of the workspace it
 * comes from. An app can therefore import the catalogues of `@comptoir/ui` and
 * `@comptoir/i18n` even though its own configuration does not list them.
 */
export function linguiCatalogs(): Plugin {
  const compilers = new Map<string, Plugin>()
  function compilerFor(configPath: string): Plugin {
    let compiler = compilers.get(configPath)
    if (!compiler) {
      compiler = lingui({ configPath }).find((plugin) => plugin.name === 'vite-plugin-lingui')
      if (!compiler)
        throw new Error('@lingui/vite-plugin no longer provides its catalogue compiler')
      compilers.set(configPath, compiler)
    }
    return compiler
  }

  return {
    name: 'comptoir-lingui-catalogs',
    config(config) {
      const exclude = config.optimizeDeps?.exclude ?? []
      return { optimizeDeps: { exclude: [...exclude, ...macroPackages] } }
    },
    transform(code, id, options) {
      if (!catalogId.test(id)) return null
      const file = id.split('?')[0] ?? id
      const configPath = findLinguiConfig(file)
      if (!configPath) throw new Error(`No lingui.config found above ${file}`)
      const hook = compilerFor(configPath).transform
      const handler = typeof hook === 'function' ? hook : hook?.handler
      return handler?.call(this, code, id, options)
    },
  }
}

/**
 * The Vite plugins every Comptoir front end needs for Lingui: React with the Lingui macro
 * compiled by Babel, and `.po` catalogues compiled on import.
 *
 * @example
 * export default defineConfig({ plugins: [...linguiPlugins()] })
 */
export function linguiPlugins(): PluginOption[] {
  return [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), linguiCatalogs()]
}
