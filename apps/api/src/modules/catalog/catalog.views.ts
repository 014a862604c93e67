import type { Locale } from '@comptoir/i18n/locales'

import type { LocalizedText, VariantOption } from '../../db/schema/localized'
import { money, type Money } from '../../money'

/** Units at or below which stock shows as low. */
export const lowStockThreshold = 5

export type StockStatus = 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK'

export interface CategoryView {
  id: string
  slug: string
  name: string
  description: string
}

export interface ImageView {
  url: string
  alt: string
}

export interface OptionView {
  key: string
  name: string
  code: string
  value: string
}

export interface VariantView {
  id: string
  sku: string
  /** The option values joined, e.g. "Navy / M". */
  title: string
  options: OptionView[]
  /** The variant's own photo (its colour), when it has one. */
  image: ImageView | null
  price: Money
  compareAtPrice: Money | null
  stockStatus: StockStatus
}

export interface ProductView {
  id: string
  slug: string
  name: string
  summary: string
  description: string
  images: ImageView[]
  category: CategoryView
  variants: VariantView[]
  /** The lowest variant price ("from"). */
  price: Money
  /** The former price of the cheapest variant, when it is on sale. */
  compareAtPrice: Money | null
  priceRange: { min: Money; max: Money }
  stockStatus: StockStatus
  createdAt: Date
}

/** A variant as the catalogue query aggregates it. */
export interface VariantRow {
  id: string
  sku: string
  options: VariantOption[]
  priceCents: number
  compareAtCents: number | null
  currency: string
  stock: number
  /** File name of the variant's own photo, one of its product's images. */
  image: string | null
}

/** The public address of a product photo shipped under assets/products. */
export function productImageUrl(publicUrl: string, file: string): string {
  return `${publicUrl}/media/products/${encodeURIComponent(file)}`
}

export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en
}

export function stockStatus(units: number): StockStatus {
  if (units <= 0) return 'OUT_OF_STOCK'
  return units <= lowStockThreshold ? 'LOW_STOCK' : 'IN_STOCK'
}

export function variantView(
  row: VariantRow,
  locale: Locale,
  image: (file: string, title: string) => ImageView,
): VariantView {
  const options = row.options.map((option) => ({
    key: option.key,
    name: localize(option.name, locale),
    code: option.code,
    value: localize(option.value, locale),
  }))
  const title = options.map((option) => option.value).join(' / ')
  return {
    id: row.id,
    sku: row.sku,
    title,
    options,
    image: row.image === null ? null : image(row.image, title),
    price: money(row.priceCents, row.currency),
    compareAtPrice: row.compareAtCents === null ? null : money(row.compareAtCents, row.currency),
    stockStatus: stockStatus(row.stock),
  }
}
