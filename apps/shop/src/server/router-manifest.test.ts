import { describe, expect, it } from 'vitest'

import { routerManifest } from './router-manifest'

const modules = (files: string[]) => ({
  attrs: { type: 'application/json', 'data-page-modules': '' },
  children: JSON.stringify(files),
})

describe('routerManifest', () => {
  it('loads only the first script in the head, and lists the client, the catalogues of the language and the route chunks for it to fetch', () => {
    const manifest = routerManifest(
      {
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_helper.js'] },
        '_helper.js': { file: 'assets/helper-1.js' },
        'src/client.tsx': {
          file: 'assets/client-1.js',
          isEntry: true,
          imports: ['_shared.js', '_helper.js'],
          css: ['assets/client-1.css'],
        },
        '_shared.js': { file: 'assets/shared-1.js', imports: ['_helper.js'] },
        '_grid.js': {
          file: 'assets/grid-1.js',
          imports: ['_shared.js'],
          css: ['assets/grid-1.css'],
        },
        'src/routes/index.tsx?tsr-split=component': {
          file: 'assets/routes-1.js',
          imports: ['_shared.js', '_grid.js'],
          css: ['assets/routes-1.css'],
        },
        'src/routes/product.tsx?tsr-split=component': { file: 'assets/product-1.js' },
        'src/locales/fr/messages.po': { file: 'assets/messages-fr.js' },
        '../../packages/ui/src/locales/fr/messages.po': { file: 'assets/messages-ui-fr.js' },
        'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
      },
      'fr',
    )
    expect(manifest.routes.__root__).toEqual({
      preloads: ['/assets/helper-1.js'],
      css: ['/assets/client-1.css'],
      scripts: [
        { attrs: { type: 'module', src: '/assets/index-1.js' } },
        modules([
          '/assets/client-1.js',
          '/assets/shared-1.js',
          '/assets/messages-fr.js',
          '/assets/messages-ui-fr.js',
        ]),
      ],
    })
    expect(manifest.routes['/']).toEqual({
      preloads: [],
      css: ['/assets/routes-1.css', '/assets/grid-1.css'],
      scripts: [modules(['/assets/routes-1.js', '/assets/grid-1.js'])],
    })
    expect(manifest.routes['/product']).toEqual({
      preloads: [],
      css: [],
      scripts: [modules(['/assets/product-1.js'])],
    })
  })

  it('gives the root the single stylesheet of a build without CSS code splitting', () => {
    const manifest = routerManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/client.tsx': { file: 'assets/client-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/routes-1.js',
        imports: ['_shared.js'],
      },
      'style.css': { file: 'assets/style-1.css', src: 'style.css' },
    })
    expect(manifest.routes.__root__?.css).toEqual(['/assets/style-1.css'])
    expect(manifest.routes['/']?.scripts).toEqual([modules(['/assets/routes-1.js'])])
  })

  it('says which entry the build lacks', () => {
    expect(() => routerManifest({ 'index.html': { file: 'assets/index-1.js' } })).toThrow(
      'The client build manifest has no "src/client.tsx" entry',
    )
  })
})
