import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { linguiPlugins } from '@comptoir/i18n/vite'
import { routeListPlugin, routePaths } from '@comptoir/pwa/route-list'
import { comptoirPwa } from '@comptoir/pwa/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

/**
 * Kept out of the shell chunk: the HTML page, its first script (`main.tsx`, which holds a
 * pre-rendered page's forms until the app runs, with what it imports), the app's start and
 * Vite's own helpers, so the first script loads nothing else.
 */
const entryModule =
  /[\\/](index\.html|src[\\/](main\.tsx|start\.tsx|hold-forms\.ts|prerendered\.ts))$|^\0vite\//

const routeTreeFile = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'

/**
 * The client shell asks for the app's start and the chunks it imports at once, beside its first
 * script (which imports the start only once it has run): no round trip between the two. A
 * pre-rendered page drops these links (`data-app-start`): its content paints first.
 */
function preloadStart(): Plugin {
  return {
    name: 'comptoir-preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const start = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'start',
        )
        if (start?.type !== 'chunk') return []
        const files = [start.fileName, ...start.imports].filter((file) => !html.includes(file))
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            'data-app-start': true,
          },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

/** The client build's own plugins: the route list, compressed copies. */
function clientPlugins() {
  return [
    preloadStart(),
    routeListPlugin(routeTreeFile),
    // Brotli and gzip copies of the build, which the server sends to browsers that take them.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ]
}

/**
 * The ambassador portal: file routes split per route, Lingui, the offline worker, and the
 * `routes.json` the API reads to answer unknown paths with 404; /gql proxied in dev.
 * `vite build --ssr src/prerender.tsx` builds the pre-renderer of the public pages into
 * `dist-prerender/` (every dependency bundled), which `scripts/prerender.ts` runs once.
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
    ...(isSsrBuild ? [] : clientPlugins()),
  ],
  build: isSsrBuild
    ? { outDir: 'dist-prerender', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet for every page, linked from the page: one render-blocking request.
        cssCodeSplit: false,
        rolldownOptions: {
          // The app's start is an entry of its own: what it loads statically is the shell chunk.
          input: { index: 'index.html', start: 'src/start.tsx' },
          output: {
            // Everything the first page loads statically in one chunk: a few dozen small files
            // cost more, compressed and in requests, than one. Pages' own code stays split.
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
