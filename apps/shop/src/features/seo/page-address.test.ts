import { describe, expect, it } from 'vitest'

import { languageLinks, localeFromAddress, pageAddress } from './page-address'

describe('page addresses', () => {
  it('keeps what the page shows, sorted, and drops the referral code and the language', () => {
    expect(
      pageAddress('https://shop.test', '/products', {
        category: 'linen',
        page: 2,
        inStock: true,
        search: undefined,
        ref: 'ANA',
        lang: 'en',
      }),
    ).toBe('https://shop.test/products?category=linen&inStock=true&page=2')
  })

  it('gives the canonical address as addressed, one alternate per language and x-default', () => {
    expect(languageLinks('https://shop.test', '/faq', {}, undefined)[0]).toEqual({
      rel: 'canonical',
      href: 'https://shop.test/faq',
    })
    expect(languageLinks('https://shop.test', '/faq', {}, 'fr')).toEqual([
      { rel: 'canonical', href: 'https://shop.test/faq?lang=fr' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://shop.test/faq?lang=en' },
      { rel: 'alternate', hrefLang: 'fr', href: 'https://shop.test/faq?lang=fr' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://shop.test/faq' },
    ])
  })

  it('gives every address in the normal form the server keeps pages under (query sorted)', () => {
    expect(
      languageLinks('https://shop.test', '/product', { slug: 'mariniere' }, 'fr').map(
        (link) => link.href,
      ),
    ).toEqual([
      'https://shop.test/product?lang=fr&slug=mariniere',
      'https://shop.test/product?lang=en&slug=mariniere',
      'https://shop.test/product?lang=fr&slug=mariniere',
      'https://shop.test/product?slug=mariniere',
    ])
  })

  it('reads a supported language from the address only', () => {
    expect(localeFromAddress('?slug=a&lang=fr')).toBe('fr')
    expect(localeFromAddress('?lang=de')).toBeUndefined()
    expect(localeFromAddress('')).toBeUndefined()
  })
})
