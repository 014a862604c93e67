// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

import { features } from './catalogues'

const sourceRoot = fileURLToPath(new URL('.', import.meta.url))
const routesRoot = join(sourceRoot, 'routes')
const featuresRoot = join(sourceRoot, 'features')
/** Always loaded (see `catalogues.ts`): the layouts' catalogue. */
const alwaysLoaded = ['shell']

/** The route files (not the generated tree). */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(path)
    return path.endsWith('.tsx') ? [path] : []
  })
}

/** The source files a file imports by a relative path. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/^import (?!type )[^']*'(\.[^']+)'/gm)].flatMap(([, spec]) => {
    const base = resolve(dirname(file), spec ?? '')
    return ['.ts', '.tsx'].map((ext) => base + ext).filter((path) => existsSync(path))
  })
}

/** The features whose code a route file reaches through its imports. */
function reachedFeatures(file: string): Set<string> {
  const seen = new Set<string>()
  const pending = [file]
  while (pending.length > 0) {
    const next = pending.pop() ?? ''
    if (seen.has(next)) continue
    seen.add(next)
    pending.push(...relativeImports(next))
  }
  return new Set(
    [...seen]
      .filter((path) => path.startsWith(featuresRoot))
      .map((path) => relative(featuresRoot, path).split(/[\\/]/)[0] ?? ''),
  )
}

/** The catalogues a route file names in its `staticData`. */
function declared(file: string): string[] {
  const list = /catalogues: \[([^\]]*)\]/.exec(readFileSync(file, 'utf8'))?.[1] ?? ''
  return [...list.matchAll(/'([a-z-]+)'/g)].map(([, name]) => name ?? '')
}

/** The layout route files above a route file (`_connected/orders.tsx` → `_connected.tsx`). */
function parents(file: string): string[] {
  const found: string[] = []
  for (let dir = dirname(file); dir.startsWith(routesRoot) && dir !== routesRoot;) {
    if (existsSync(`${dir}.tsx`)) found.push(`${dir}.tsx`)
    dir = dirname(dir)
  }
  return found
}

describe('the catalogues of the routes', () => {
  it('name every feature folder that has a catalogue', () => {
    const folders = readdirSync(featuresRoot).filter((name) =>
      existsSync(join(featuresRoot, name, 'locales')),
    )
    expect([...features].sort()).toEqual(folders.sort())
  })

  it('cover the features each route shows, so a page never shows an untranslated id', () => {
    const uncovered = routeFiles(routesRoot).flatMap((file) => {
      const covered = new Set([
        ...alwaysLoaded,
        ...declared(file),
        ...parents(file).flatMap(declared),
      ])
      const loads =
        declared(file).length === 0 ||
        readFileSync(file, 'utf8').includes('loader: loadRouteCatalogues')
      return [
        ...[...reachedFeatures(file)]
          .filter((name) => !covered.has(name))
          .map((name) => `${relative(routesRoot, file)}: ${name}`),
        ...(loads ? [] : [`${relative(routesRoot, file)}: no loader`]),
      ]
    })
    expect(uncovered).toEqual([])
  })
})
