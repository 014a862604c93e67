import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { linguiPlugins } from '@comptoir/i18n/vite'
import { routeListPlugin, routePaths } from '@comptoir/pwa/route-list'
import { comptoirPwa } from '@comptoir/pwa/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/** The client entry (the HTML page and its script): kept out of the shell chunk. */
const entryModule = /[\\/](index\.html|src[\\/]main\.tsx)$/

const routeTreeFile = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'

/**
 * The ambassador portal: file routes split per route, Lingui, the offline worker, and the
 * `routes.json` the API reads to answer unknown paths with 404; /gql proxied in dev.
 */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routeFileIgnorePattern: '\\.(graphql|test)\\.tsx?$',
    }),
    ...linguiPlugins(),
    comptoirPwa({
      // The portal's routes get the cached shell at once; any other path asks the server (404).
      routes: routePaths(readFileSync(routeTreeFile, 'utf8')),
      manifest: {
        name: 'Comptoir ambassadors',
        short_name: 'Ambassadors',
        description: 'Your Comptoir ambassador space: operations, orders, commissions.',
        start_url: '/dashboard',
        display: 'standalone',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
    }),
    routeListPlugin(routeTreeFile),
    // Brotli and gzip copies of the build, which the server sends to browsers that take them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet for every page, linked from the page: one render-blocking request.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the first page loads statically in one chunk: a few dozen small files
        // cost more, compressed and in requests, than one. Pages' own code stays split.
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !entryModule.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/gql': { target: apiOrigin, ws: true },
      '/media': { target: apiOrigin },
    },
  },
})
