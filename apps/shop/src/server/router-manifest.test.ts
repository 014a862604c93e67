import { describe, expect, it } from 'vitest'

import { routerManifest } from './router-manifest'

describe('routerManifest', () => {
  it('gives the root the entry script and the catalogues of its language, and each split route its chunks and styles', () => {
    const manifest = routerManifest(
      {
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          imports: ['_shared.js'],
          css: ['assets/index-1.css'],
        },
        '_shared.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
        '_grid.js': {
          file: 'assets/grid-1.js',
          imports: ['_shared.js'],
          css: ['assets/grid-1.css'],
        },
        'src/routes/index.tsx?tsr-split=component': {
          file: 'assets/routes-1.js',
          imports: ['index.html', '_grid.js'],
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
      preloads: ['/assets/shared-1.js', '/assets/messages-fr.js', '/assets/messages-ui-fr.js'],
      css: ['/assets/index-1.css', '/assets/shared-1.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/index-1.js' } }],
    })
    expect(manifest.routes['/']).toEqual({
      preloads: ['/assets/routes-1.js', '/assets/grid-1.js'],
      css: ['/assets/routes-1.css', '/assets/grid-1.css'],
    })
    expect(manifest.routes['/product']).toEqual({ preloads: ['/assets/product-1.js'], css: [] })
  })

  it('gives the root the single stylesheet of a build without CSS code splitting', () => {
    const manifest = routerManifest({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/routes/index.tsx?tsr-split=component': {
        file: 'assets/routes-1.js',
        imports: ['index.html'],
      },
      'style.css': { file: 'assets/style-1.css', src: 'style.css' },
    })
    expect(manifest.routes.__root__?.css).toEqual(['/assets/style-1.css'])
    expect(manifest.routes['/']).toEqual({ preloads: ['/assets/routes-1.js'], css: [] })
  })
})
