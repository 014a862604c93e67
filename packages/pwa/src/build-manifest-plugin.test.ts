import type { Plugin } from 'vite'
import { describe, expect, it, vi } from 'vitest'

import {
  appShellFiles,
  buildManifestFiles,
  buildManifestPlugin,
  type BundleEntry,
} from './build-manifest-plugin'

const bundle: Record<string, BundleEntry> = {
  'index.html': { type: 'asset' },
  'assets/index-a1.js': {
    type: 'chunk',
    isEntry: true,
    imports: ['assets/vendor-b2.js'],
    viteMetadata: { importedCss: new Set(['assets/index-c3.css']) },
  },
  'assets/vendor-b2.js': { type: 'chunk', imports: ['assets/index-a1.js'] },
  'assets/index-c3.css': { type: 'asset' },
  'assets/product-page-d4.js': { type: 'chunk', imports: ['assets/vendor-b2.js'] },
  'assets/workbox-window.prod.es5-e5.js': {
    type: 'chunk',
    facadeModuleId: '/repo/node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
  },
}

function configOf(plugin: Plugin) {
  const value = plugin.config
  if (typeof value !== 'function') throw new Error('expected a config function')
  return value
}

function generateBundleOf(plugin: Plugin) {
  const value = plugin.generateBundle
  if (typeof value !== 'function') throw new Error('expected a generateBundle function')
  return value
}

describe('buildManifestFiles', () => {
  it('writes builds/latest.json and builds/meta/{id}.json', () => {
    const files = buildManifestFiles({ id: 'b7', timestamp: 42 }, ['index.html', 'assets/a.js'])
    expect(files.map((file) => file.fileName)).toEqual([
      'builds/latest.json',
      'builds/meta/b7.json',
    ])
    expect(JSON.parse(files[0]!.source)).toEqual({ id: 'b7', timestamp: 42 })
    expect(JSON.parse(files[1]!.source)).toEqual({
      id: 'b7',
      timestamp: 42,
      assets: ['assets/a.js', 'index.html'],
    })
  })
})

describe('appShellFiles', () => {
  it('keeps entries, their static imports and styles, and the service worker client', () => {
    expect([...appShellFiles(bundle)].sort()).toEqual([
      'assets/index-a1.js',
      'assets/index-c3.css',
      'assets/vendor-b2.js',
      'assets/workbox-window.prod.es5-e5.js',
    ])
  })

  it("keeps the single stylesheet of a build without CSS code splitting, not a lazy chunk's", () => {
    const unsplit: Record<string, BundleEntry> = {
      'assets/index-a1.js': { type: 'chunk', isEntry: true },
      'assets/style-f6.css': { type: 'asset' },
      'assets/product-page-d4.js': {
        type: 'chunk',
        viteMetadata: { importedCss: new Set(['assets/product-page-d4.css']) },
      },
      'assets/product-page-d4.css': { type: 'asset' },
    }
    expect([...appShellFiles(unsplit)].sort()).toEqual([
      'assets/index-a1.js',
      'assets/style-f6.css',
    ])
  })
})

describe('buildManifestPlugin', () => {
  it('defines the build id for the client, in builds only', () => {
    const plugin = buildManifestPlugin('b9')
    expect(plugin.apply).toBe('build')
    const config = configOf(plugin)
    expect(
      config.call(
        {} as ThisParameterType<typeof config>,
        {},
        { command: 'build', mode: 'production' },
      ),
    ).toEqual({ define: { 'import.meta.env.VITE_BUILD_ID': '"b9"' } })
  })

  it('emits the manifest files at the end of the build and records the app shell', () => {
    vi.useFakeTimers({ now: 1234 })
    const shell = new Set(['stale.js'])
    const emitFile = vi.fn()
    const generateBundle = generateBundleOf(buildManifestPlugin('b9', shell))
    generateBundle.call(
      { emitFile } as unknown as ThisParameterType<typeof generateBundle>,
      {} as Parameters<typeof generateBundle>[0],
      bundle as unknown as Parameters<typeof generateBundle>[1],
      false,
    )
    vi.useRealTimers()
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'builds/latest.json',
      source: '{"id":"b9","timestamp":1234}\n',
    })
    const meta = emitFile.mock.calls.find(
      ([file]) => (file as { fileName: string }).fileName === 'builds/meta/b9.json',
    )
    expect(JSON.parse((meta?.[0] as { source: string }).source)).toMatchObject({
      assets: Object.keys(bundle).sort(),
    })
    expect(shell.has('stale.js')).toBe(false)
    expect(shell.has('assets/index-a1.js')).toBe(true)
  })
})
