// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { routerManifest, type ViteManifest } from './router-manifest'
import { serverRenderedPaths } from './server-rendered-paths'

/**
 * The router manifest made from the shop's real client build (turbo builds the shop before its
 * tests): the joins to Vite's chunk names are checked against what Vite actually emits.
 */
const appRoot = fileURLToPath(new URL('../..', import.meta.url))
const dist = join(appRoot, 'dist')
const manifestFile = join(dist, '.vite/manifest.json')

function buildManifest(): ViteManifest {
  if (!existsSync(manifestFile)) {
    throw new Error(`No client build at ${manifestFile}: build the shop first (turbo does)`)
  }
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest
}

/** The routes of the shop's file tree, as paths (`index.tsx` is `/`). */
const routeFiles = readdirSync(join(appRoot, 'src/routes'))
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
  .map((file) => (file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`))

const moduleLists = (scripts: { children?: string }[] | undefined) =>
  (scripts ?? []).flatMap((script) =>
    script.children ? (JSON.parse(script.children) as string[]) : [],
  )

describe('routerManifest on the real build', () => {
  const vite = buildManifest()

  for (const locale of ['en', 'fr']) {
    it(`gives every route of the shop its own chunk, in ${locale}`, () => {
      const { routes } = routerManifest(vite, locale)
      for (const path of [...serverRenderedPaths, ...routeFiles]) {
        expect(moduleLists(routes[path]?.scripts), `page modules of ${path}`).not.toEqual([])
      }
    })

    it(`names only files the build holds, and the ${locale} catalogues`, () => {
      const { routes } = routerManifest(vite, locale)
      const root = routes.__root__
      const files = Object.values(routes).flatMap((route) => [
        ...route.preloads,
        ...route.css,
        ...(route.scripts ?? []).flatMap((script) => (script.attrs.src ? [script.attrs.src] : [])),
        ...moduleLists(route.scripts),
      ])
      expect(files.length).toBeGreaterThan(routeFiles.length)
      for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true)
      expect(root?.css.length, 'the root links a stylesheet').toBeGreaterThan(0)
      const catalogues = Object.entries(vite)
        .filter(([key]) => key.endsWith(`/locales/${locale}/messages.po`))
        .map(([, chunk]) => `/${chunk.file}`)
      expect(catalogues).not.toEqual([])
      expect(moduleLists(root?.scripts)).toEqual(expect.arrayContaining(catalogues))
    })
  }
})
