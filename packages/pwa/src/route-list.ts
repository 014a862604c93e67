import { readFileSync } from 'node:fs'

import type { Plugin } from 'vite'

/**
 * The paths a generated route tree can navigate to (its `to` union), in order. Layout routes
 * without a path do not appear; index routes appear without their trailing slash.
 * @param routeTreeSource - the text of TanStack Router's generated `routeTree.gen.ts`
 * @returns the app's paths, for the offline worker's `routes` and the server's route list
 */
export function routePaths(routeTreeSource: string): string[] {
  const union = /\n {2}to:([\s\S]*?)\n {2}[a-zA-Z]+:/.exec(routeTreeSource)?.[1]
  const paths = union ? [...union.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '') : []
  if (paths.length === 0) throw new Error('The route tree names no paths (is it generated?)')
  return paths
}

/**
 * Writes `routes.json` beside the build: the list of the app's paths, which the API's static
 * hosting reads to answer any other path with HTTP 404 (and the app's not-found page).
 * @param routeTreeFile - path of the app's generated `routeTree.gen.ts`
 */
export function routeListPlugin(routeTreeFile: string): Plugin {
  return {
    name: 'comptoir-route-list',
    apply: 'build',
    generateBundle() {
      const routes = routePaths(readFileSync(routeTreeFile, 'utf8'))
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: `${JSON.stringify({ routes }, null, 2)}\n`,
      })
    },
  }
}
