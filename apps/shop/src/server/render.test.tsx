// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createShopRenderer, pageSignedIn, type ShopRenderer } from './render'

// The offline worker's registration is a module of the PWA build plugin, absent here.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => () => Promise.resolve() }))

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'EUR' })
const category = {
  __typename: 'Category',
  id: 'c1',
  slug: 'linen',
  name: 'Linen',
  description: 'Washed linen for the table.',
}
const image = (slug: string) => ({
  __typename: 'ProductImage',
  url: `https://shop.test/media/products/${slug}.svg`,
  alt: 'A folded napkin',
})
const card = (id: string, slug: string, name: string, amount: number) => ({
  __typename: 'Product',
  id,
  slug,
  name,
  summary: `${name}, washed.`,
  stockStatus: 'IN_STOCK',
  price: money(amount),
  compareAtPrice: null,
  images: [image(slug)],
  category,
})
const napkins = {
  ...card('p1', 'linen-napkins', 'Linen napkins </script>', 3450),
  description: 'Four napkins.',
  priceRange: { __typename: 'PriceRange', min: money(3450), max: money(3450) },
  category: { ...category },
  variants: [
    {
      __typename: 'ProductVariant',
      id: 'v1',
      sku: 'NAP-4',
      title: 'Set of four',
      stockStatus: 'IN_STOCK',
      image: null,
      price: money(3450),
      compareAtPrice: null,
      options: [],
    },
  ],
}
const connection = (nodes: object[]) => ({
  __typename: 'ProductConnection',
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: nodes.map((node, index) => ({ __typename: 'ProductEdge', cursor: String(index), node })),
})

const answers: Record<string, (variables: Record<string, unknown>) => unknown> = {
  Categories: () => ({ categories: [category] }),
  ProductList: () =>
    connection([
      card('p1', 'linen-napkins', 'Linen napkins </script>', 3450),
      card('p2', 'stoneware-bowl', 'Stoneware bowl', 1800),
    ]),
  Product: (variables) => ({ product: variables.slug === 'linen-napkins' ? napkins : null }),
  Faq: () => ({
    faq: [
      {
        __typename: 'FaqSection',
        key: 'delivery',
        title: 'Delivery',
        entries: [
          { __typename: 'FaqEntry', id: 'f1', question: 'How long?', answer: 'Three days.' },
        ],
      },
    ],
  }),
}

/** The public GraphQL endpoint, answered from the fixtures above; records the languages asked. */
const languages: string[] = []
const graphql: typeof fetch = (_input, init) => {
  const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
    operationName: string
    variables: Record<string, unknown>
  }
  languages.push(new Headers(init?.headers).get('accept-language') ?? '')
  const answer = answers[body.operationName]
  const data = answer?.(body.variables)
  const payload =
    body.operationName === 'ProductList' ? { products: data } : (data ?? { unknown: true })
  return Promise.resolve(
    new Response(JSON.stringify({ data: payload }), {
      headers: { 'content-type': 'application/json' },
    }),
  )
}

let clientRoot: string
let render: ShopRenderer

beforeAll(async () => {
  clientRoot = await mkdtemp(join(tmpdir(), 'shop-render-'))
  await mkdir(join(clientRoot, '.vite'))
  await writeFile(
    join(clientRoot, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/client.tsx': { file: 'assets/client-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/routes/product.tsx?tsr-split=component': {
        file: 'assets/product-1.js',
        css: ['assets/product-1.css'],
        imports: ['src/client.tsx'],
      },
    }),
  )
  render = await createShopRenderer({
    clientRoot,
    apiOrigin: 'http://api.internal',
    publicUrl: 'https://shop.test',
    fetch: graphql,
  })
})

afterAll(async () => {
  await rm(clientRoot, { recursive: true, force: true })
})

const page = (url: string, headers: { cookie?: string; acceptLanguage?: string } = {}) =>
  render({ url, nonce: 'n0nce', ...headers })

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)
  if (!script?.[1]) throw new Error('The page has no JSON-LD')
  return JSON.parse(script[1]) as Record<string, unknown>
}

describe('the server render', () => {
  it('renders a product page with its name, price, head tags and a valid Product JSON-LD', async () => {
    const { status, html } = await page('/product?slug=linen-napkins')
    expect(status).toBe(200)
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true)
    expect(html).toContain('Linen napkins &lt;/script&gt;</h1>')
    expect(html).toContain('€34.50')
    expect(html).toContain('<title>Linen napkins &lt;/script&gt; · Comptoir</title>')
    expect(html).toContain(
      '<meta name="description" content="Linen napkins &lt;/script&gt;, washed."',
    )
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.test/product?slug=linen-napkins"',
    )
    expect(html).toContain(
      '<link rel="alternate" hrefLang="fr" href="https://shop.test/product?lang=fr&amp;slug=linen-napkins"',
    )
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://shop.test/product?slug=linen-napkins"',
    )
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.test/media/products/linen-napkins.svg"',
    )
    expect(html).toContain('<meta property="og:locale" content="en_GB"')
    const product = jsonLd(html)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Linen napkins </script>',
      sku: 'NAP-4',
      image: ['https://shop.test/media/products/linen-napkins.svg'],
      offers: [
        {
          '@type': 'Offer',
          price: '34.50',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
        },
      ],
    })
  })

  it('loads the styles and the first script, lists the modules it fetches once the page has loaded, and marks inline scripts with the nonce', async () => {
    const { html } = await page('/product?slug=linen-napkins')
    expect(html).toContain('href="/assets/index-1.css"')
    expect(html).toContain('href="/assets/product-1.css"')
    expect(html).toMatch(/<script type="module" src="\/assets\/index-1.js" nonce="n0nce"/)
    expect(html).not.toContain('modulepreload')
    const lists = [...html.matchAll(/<script[^>]*data-page-modules[^>]*>([^<]*)<\/script>/g)]
    expect(lists.flatMap((list) => JSON.parse(list[1] ?? '[]') as string[])).toEqual([
      '/assets/client-1.js',
      '/assets/product-1.js',
    ])
    for (const script of html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g) ?? []) {
      expect(script).toContain('nonce="n0nce"')
    }
  })

  it('hands the GraphQL results to the browser, so hydration needs no request', async () => {
    const { html } = await page('/products')
    expect(html).toContain('Stoneware bowl')
    expect(html).toContain('linen-napkins')
    expect(html).toContain('$_TSR')
  })

  it('lists the catalogue on /products, the new arrivals on / and the questions on /faq', async () => {
    expect((await page('/products')).html).toContain('<title>All products · Comptoir</title>')
    expect((await page('/')).html).toContain('Stoneware bowl</')
    const faq = await page('/faq')
    expect(faq.html).toContain('How long?')
    expect(faq.html).toContain('<title>Questions and answers · Comptoir</title>')
  })

  it('speaks the language of the address, then the cookie, then Accept-Language', async () => {
    languages.length = 0
    const byAddress = await page('/faq?lang=fr', { acceptLanguage: 'en' })
    expect(byAddress.html).toContain('<html lang="fr">')
    expect(byAddress.html).toContain('<title>Questions et réponses · Comptoir</title>')
    expect(byAddress.html).toContain('<meta property="og:locale" content="fr_FR"')
    expect(languages).toEqual(['fr'])
    const byCookie = await page('/faq', { cookie: 'comptoir.locale=fr', acceptLanguage: 'en' })
    expect(byCookie.html).toContain('<html lang="fr">')
    const byHeader = await page('/faq', { acceptLanguage: 'fr-CA,fr;q=0.9' })
    expect(byHeader.html).toContain('<html lang="fr">')
    expect((await page('/faq', { acceptLanguage: 'de' })).html).toContain('<html lang="en">')
  })

  it('answers an unknown product with the not-found page and status 404, without JSON-LD', async () => {
    const { status, html } = await page('/product?slug=gone')
    expect(status).toBe(404)
    expect(html).toContain('/product?slug=gone')
    expect(html).toContain('<title>Page not found · Comptoir</title>')
    expect(html).not.toContain('application/ld+json')
    expect((await page('/product')).status).toBe(404)
  })

  it('draws the header signed in exactly when pageSignedIn says so, however odd the cookie', async () => {
    const cookies = [
      'apollo:public.token= x',
      'apollo:public.token=\t"x" ',
      'apollo:public.token=""',
      'apollo:public.token=',
      'apollo:public.token=%20',
      'apollo:public.token=; apollo:public.token=x',
      'apollo:public.token=x; apollo:public.token=',
      'apollo%3Apublic.token=x',
    ]
    const verdicts = new Set<boolean>()
    for (const cookie of cookies) {
      const { html } = await page('/products', { cookie })
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
      const signedIn = pageSignedIn({ cookie })
      verdicts.add(signedIn)
      expect(header.includes('>Account<'), cookie).toBe(signedIn)
      expect(header.includes('>Sign in<'), cookie).toBe(!signedIn)
    }
    expect([...verdicts].sort()).toEqual([false, true])
    // A token of another scope is signed in too: such a page is never kept for others.
    expect(pageSignedIn({ cookie: 'apollo:ambassador.token= y' })).toBe(true)
  })

  it('opens a product page on the variant its address names', async () => {
    const { status, html } = await page('/product?slug=linen-napkins&variant=NAP-4')
    expect(status).toBe(200)
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.test/product?slug=linen-napkins"',
    )
  })
})
