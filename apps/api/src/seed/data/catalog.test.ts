import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accounts } from './accounts'
import { categories, products } from './catalog'
import { faqSections } from './faq'
import type { Localized } from './types'

const assetsDir = join(import.meta.dirname, '../../../assets/products')
const variants = products.flatMap((product) => product.variants)

const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index)

/** Every localized text of the seed, with where it comes from. */
function localizedTexts(): [string, Localized][] {
  return [
    ...categories.flatMap((c): [string, Localized][] => [
      [`category ${c.slug} name`, c.name],
      [`category ${c.slug} description`, c.description],
    ]),
    ...products.flatMap((p): [string, Localized][] => [
      [`${p.slug} name`, p.name],
      [`${p.slug} summary`, p.summary],
      [`${p.slug} description`, p.description],
      ...p.variants.flatMap((v) =>
        v.options.flatMap((o): [string, Localized][] => [
          [`${v.sku} option ${o.key}`, o.name],
          [`${v.sku} value ${o.code}`, o.value],
        ]),
      ),
    ]),
    ...faqSections.flatMap((s): [string, Localized][] => [
      [`faq ${s.key} title`, s.title],
      ...s.entries.flatMap((e, i): [string, Localized][] => [
        [`faq ${s.key} #${i} question`, e.question],
        [`faq ${s.key} #${i} answer`, e.answer],
      ]),
    ]),
  ]
}

/**
 * Checks that an SVG document is well-formed markup made of elements only (no text), and returns
 * the root's attributes and every element name and attribute it contains.
 */
function parseSvg(source: string) {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  const attribute = /([\w:-]+)="([^"]*)"/g
  const stack: string[] = []
  const elements: { name: string; attributes: Record<string, string> }[] = []
  let position = 0
  while (position < source.length) {
    const next = source.indexOf('<', position)
    const text = source.slice(position, next === -1 ? source.length : next)
    if (text.trim() !== '') throw new Error(`Unexpected text "${text.trim().slice(0, 20)}"`)
    if (next === -1) break
    tag.lastIndex = next
    const match = tag.exec(source)
    if (!match) throw new Error(`Malformed markup at ${next}: ${source.slice(next, next + 30)}`)
    const [, closing, name = '', attributes = '', selfClosing] = match
    if (closing) {
      if (stack.pop() !== name) throw new Error(`Mismatched </${name}>`)
    } else {
      if (elements.length > 0 && stack.length === 0) throw new Error('More than one root element')
      elements.push({
        name,
        attributes: Object.fromEntries(
          [...attributes.matchAll(attribute)].map(([, key = '', value = '']) => [key, value]),
        ),
      })
      if (!selfClosing) stack.push(name)
    }
    position = tag.lastIndex
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join('>, <')}>`)
  const [root] = elements
  if (!root) throw new Error('Empty document')
  return { root, elements }
}

describe('seed catalogue', () => {
  it('has at least 6 categories and 36 products, each in an existing category', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6)
    expect(products.length).toBeGreaterThanOrEqual(36)
    const slugs = new Set(categories.map((c) => c.slug))
    expect(products.filter((p) => !slugs.has(p.categorySlug))).toEqual([])
    for (const slug of slugs) expect(products.some((p) => p.categorySlug === slug)).toBe(true)
  })

  it('uses unique URL-safe slugs, unique upper-case SKUs and unique ranks', () => {
    const slugs = [...categories.map((c) => c.slug), ...products.map((p) => p.slug)]
    expect(duplicates(slugs)).toEqual([])
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const skus = variants.map((v) => v.sku)
    expect(duplicates(skus)).toEqual([])
    for (const sku of skus) expect(sku).toMatch(/^[A-Z0-9]+(-[A-Z0-9]+)*$/)
    expect(duplicates(products.map((p) => String(p.featuredRank)))).toEqual([])
    expect(duplicates(categories.map((c) => String(c.position)))).toEqual([])
  })

  it('fills both languages everywhere and translates names and titles', () => {
    for (const [where, text] of localizedTexts()) {
      expect(text.en.trim(), where).not.toBe('')
      expect(text.fr.trim(), where).not.toBe('')
    }
    const names = [
      ...categories.map((c) => c.name),
      ...products.map((p) => p.name),
      ...products.map((p) => p.description),
      ...faqSections.map((s) => s.title),
      ...faqSections.flatMap((s) => s.entries.map((e) => e.answer)),
    ]
    for (const name of names) expect(name.fr, name.en).not.toBe(name.en)
  })

  it('follows French spacing before high punctuation, and English has none', () => {
    for (const [where, text] of localizedTexts()) {
      expect(text.fr, where).not.toMatch(/[^\u00a0\u202f][?!;:»]|«[^\u00a0]/)
      expect(text.en, where).not.toMatch(/[\u00a0\u202f]/)
    }
  })

  it('gives every product consistent, distinct variants', () => {
    for (const product of products) {
      expect(product.variants.length, product.slug).toBeGreaterThan(0)
      const keys = product.variants.map((v) => v.options.map((o) => o.key).join('+'))
      expect(new Set(keys).size, product.slug).toBe(1)
      const combinations = product.variants.map((v) => v.options.map((o) => o.code).join('+'))
      expect(duplicates(combinations), product.slug).toEqual([])
    }
  })

  it('prices in positive whole cents, with compare-at prices above the price', () => {
    for (const v of variants) {
      expect(Number.isInteger(v.priceCents) && v.priceCents > 0, v.sku).toBe(true)
      if (v.compareAtCents !== undefined) {
        expect(Number.isInteger(v.compareAtCents), v.sku).toBe(true)
        expect(v.compareAtCents, v.sku).toBeGreaterThan(v.priceCents)
      }
    }
    const onSale = products.filter((p) => p.variants.some((v) => v.compareAtCents !== undefined))
    expect(onSale.length / products.length).toBeGreaterThanOrEqual(0.2)
    expect(onSale.length / products.length).toBeLessThanOrEqual(0.35)
  })

  it('mixes stock levels: plenty, low, sold-out variants and sold-out products', () => {
    for (const v of variants) expect(Number.isInteger(v.stock) && v.stock >= 0, v.sku).toBe(true)
    const soldOut = products.filter((p) => p.variants.every((v) => v.stock === 0))
    expect(soldOut.length).toBeGreaterThanOrEqual(2)
    const partlySoldOut = products.filter(
      (p) => p.variants.some((v) => v.stock === 0) && p.variants.some((v) => v.stock > 0),
    )
    expect(partlySoldOut.length).toBeGreaterThanOrEqual(3)
    expect(variants.filter((v) => v.stock >= 1 && v.stock <= 5).length).toBeGreaterThanOrEqual(5)
    expect(variants.filter((v) => v.stock >= 10).length / variants.length).toBeGreaterThan(0.5)
  })

  it('spreads addition dates over the last 120 days', () => {
    const days = products.map((p) => p.addedDaysAgo)
    for (const d of days) expect(Number.isInteger(d) && d >= 0 && d <= 120).toBe(true)
    expect(Math.min(...days)).toBeLessThanOrEqual(7)
    expect(Math.max(...days)).toBeGreaterThanOrEqual(100)
  })
})

describe('seed product images', () => {
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.svg'))

  it('gives every product 1 to 3 images that exist, and ships no unused image', () => {
    const referenced = products.flatMap((p) => p.images)
    for (const p of products) expect(p.images.length, p.slug).toBeGreaterThanOrEqual(1)
    for (const p of products) expect(p.images.length, p.slug).toBeLessThanOrEqual(3)
    expect(referenced.filter((name) => !files.includes(name))).toEqual([])
    expect(files.filter((name) => !referenced.includes(name))).toEqual([])
    expect(duplicates(referenced)).toEqual([])
  })

  it('shows each colour of a product in one of its own images', () => {
    for (const p of products) {
      const colours = new Set(
        p.variants.flatMap((v) => v.options.filter((o) => o.key === 'colour').map((o) => o.code)),
      )
      const pictured = Object.keys(p.colourImages ?? {})
      if (colours.size > 1) expect(pictured.sort(), p.slug).toEqual([...colours].sort())
      else expect(pictured, p.slug).toEqual([])
      for (const file of Object.values(p.colourImages ?? {})) {
        expect(p.images, p.slug).toContain(file)
      }
    }
  })

  it.each(files)('%s is a self-contained 800×800 SVG drawing', (file) => {
    const source = readFileSync(join(assetsDir, file), 'utf8')
    expect(source.length).toBeLessThan(8_000)
    const { root, elements } = parseSvg(source)
    expect(root.name).toBe('svg')
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg')
    expect(root.attributes.viewBox).toBe('0 0 800 800')
    const names = new Set(elements.map((e) => e.name))
    for (const banned of ['text', 'image', 'script', 'foreignObject', 'style', 'use']) {
      expect(names.has(banned), banned).toBe(false)
    }
    const ids = new Set(elements.map((e) => e.attributes.id).filter(Boolean))
    for (const { attributes } of elements) {
      for (const [key, value] of Object.entries(attributes)) {
        expect(key).not.toMatch(/href$/)
        for (const [, id] of value.matchAll(/url\(#([\w-]+)\)/g)) expect(ids.has(id), id).toBe(true)
        if (key !== 'xmlns') expect(value).not.toMatch(/url\((?!#)|:\/\//)
      }
    }
  })

  it('rejects broken markup', () => {
    expect(() => parseSvg('<svg><g></svg>')).toThrow()
    expect(() => parseSvg('<svg>hello</svg>')).toThrow()
    expect(() => parseSvg('<svg x="1"><path d="M0 0"/>')).toThrow()
  })
})

describe('seed FAQ and accounts', () => {
  it('has at least 3 ordered sections and 12 entries', () => {
    expect(faqSections.length).toBeGreaterThanOrEqual(3)
    expect(faqSections.flatMap((s) => s.entries).length).toBeGreaterThanOrEqual(12)
    expect(duplicates(faqSections.map((s) => s.key))).toEqual([])
    expect(duplicates(faqSections.map((s) => String(s.position)))).toEqual([])
    for (const s of faqSections) expect(s.entries.length, s.key).toBeGreaterThan(0)
  })

  it('names the shop terms checkout and the programme apply, never their values', () => {
    const answers = faqSections.flatMap((s) => s.entries.map((e) => e.answer.en)).join(' ')
    const facts = ['{standardFreeFrom}', '{standardPrice}', '{expressPrice}', '{vatRate}% VAT']
    for (const term of [
      ...facts,
      '{returnDays} days',
      '{returnDays}-day hold',
      '{minimumPayout}',
    ]) {
      expect(answers).toContain(term)
    }
    const french = faqSections.flatMap((s) => s.entries.map((e) => e.answer.fr)).join(' ')
    expect(answers).not.toMatch(/€\s?\d|\d+(?:-day| days? (?:from|of))/)
    expect(french).not.toMatch(/\d\s?€|\d+ jours (?:à|suivant)/)
  })

  it('has the demo customer and the approved demo ambassador', () => {
    const customer = accounts.find((a) => a.email === 'customer@comptoir.test')
    const ambassador = accounts.find((a) => a.email === 'ambassador@comptoir.test')
    expect(customer).toMatchObject({ name: 'Camille Martin', locale: 'fr' })
    expect(customer?.ambassador).toBeUndefined()
    expect(ambassador).toMatchObject({
      name: 'Marie Dubois',
      ambassador: { code: 'MARIE', commissionRateBps: 1000, status: 'APPROVED' },
    })
  })
})
