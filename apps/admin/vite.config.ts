import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { linguiPlugins } from '@comptoir/i18n/vite'
import { routeListPlugin, routePaths } from '@comptoir/pwa/route-list'
import { comptoirPwa } from '@comptoir/pwa/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

const routeTreeFile = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url))

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000'

/**
 * The back office: file routes split per route, Lingui, the offline worker, and the
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
      routes: routePaths(readFileSync(routeTreeFile, 'utf8')),
      manifest: {
        name: 'Comptoir back office',
        short_name: 'Back office',
        description: 'Run Comptoir: the staff, their sessions and the audit log.',
        start_url: '/',
        display: 'standalone',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      },
    }),
    routeListPlugin(routeTreeFile),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, cssCodeSplit: false },
  server: { proxy: { '/gql': { target: apiOrigin, ws: true } } },
})
