import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { linguiPlugins } from '@comptoir/i18n/vite'
import { routePaths } from '@comptoir/pwa/route-list'
import { comptoirPwa } from '@comptoir/pwa/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

import { serverRenderedPaths } from './src/server/server-rendered-paths'

/**
 * Kept out of the shell chunk: the HTML page, its first script (`main.tsx` with
 * `deferred-start.ts`, which hold a server-rendered page's scripts until it has loaded), the
 * client it imports, and Vite's own helpers, so the first script loads nothing else.
 */
const entryModule =
  /[\\/](index\.html|src[\\/](main\.tsx|client\.tsx|deferred-start\.ts))$|^\0vite\//

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'

/**
 * The shop: file routes split per route, Lingui, the offline worker; /gql proxied in dev.
 * `vite build --ssr src/server/render.tsx` builds the server renderer into `dist-server/`,
 * self-contained (every dependency bundled), for the API process to import.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.(graphql|test)\\.tsx?$',
    }),
    ...linguiPlugins(),
    comptoirPwa({
      serverRendered: serverRenderedPaths,
      // The client-rendered routes get the cached shell at once; any other path asks the server (404).
      routes: routePaths(
        readFileSync(fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url)), 'utf8'),
      ).filter((path) => !serverRenderedPaths.includes(path)),
      manifest: {
        name: 'Comptoir',
        short_name: 'Comptoir',
        description: 'Homeware, linen and pantry goods, made to last.',
        start_url: '/',
        display: 'standalone',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
    }),
    // Brotli and gzip copies of the client build, which the server sends to browsers that take them.
    ...(isSsrBuild
      ? []
      : [
          compression({
            algorithms: ['brotliCompress', 'gzip'],
            include: /\.(js|css|html|svg|json|webmanifest)$/,
            threshold: 1024,
          }),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for every page: a single render-blocking request, and the server
        // render links it from the manifest (see src/server/router-manifest.ts).
        cssCodeSplit: false,
        rolldownOptions: {
          // The client is an entry of its own: what it loads statically is the shell chunk, and
          // the server render lists it for the first script to fetch (src/server/router-manifest.ts).
          input: { index: 'index.html', client: 'src/client.tsx' },
          output: {
            // Everything the first page loads statically in one chunk: a few dozen small
            // files cost more, compressed and in requests, than one. Pages' own code stays split.
            // The entries stay in chunks of their own, and Vite's dynamic-import helper, which the
            // first script and the shell share, in a small one.
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id) => !entryModule.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/gql': { target: apiOrigin, ws: true },
      '/media': { target: apiOrigin },
    },
  },
}))
