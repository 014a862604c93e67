import { linguiPlugins } from '@comptoir/i18n/vite'
import { comptoirPwa } from '@comptoir/pwa/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

/** The client entry (the HTML page and its script): kept out of the shell chunk. */
const entryModule = /[\\/](index\.html|src[\\/]main\.tsx)$/

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
      manifest: {
        name: 'Comptoir',
        short_name: 'Comptoir',
        description: 'Homeware, linen and pantry goods, made to last.',
        start_url: '/',
        display: 'standalone',
        theme_color: '#7a2e1f',
        background_color: '#fbf8f3',
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
          output: {
            // Everything the first page loads statically in one chunk: a few dozen small
            // files cost more, compressed and in requests, than one. Pages' own code stays split.
            // The entry module stays in its own chunk, which the manifest names `index.html`.
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !entryModule.test(id) }],
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
