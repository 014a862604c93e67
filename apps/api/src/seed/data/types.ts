/** Text in both of the shop's languages. */
export interface Localized {
  en: string
  fr: string
}

export interface SeedCategory {
  slug: string
  name: Localized
  description: Localized
  /** Display order in menus, ascending. */
  position: number
}

/** One option of a variant, e.g. Colour: Navy / Couleur : Marine. `code` is stable across languages. */
export interface SeedOption {
  /** Stable option key, e.g. `size`, `colour`. */
  key: string
  name: Localized
  /** Stable value key, e.g. `navy`, `m`. */
  code: string
  value: Localized
}

export interface SeedVariant {
  /** Unique stock keeping unit, upper case, e.g. `CPT-MAR-NAVY-M`. */
  sku: string
  options: SeedOption[]
  /** Price VAT included, in euro cents. */
  priceCents: number
  /** Former price VAT included, in euro cents, only when the variant is on sale (greater than priceCents). */
  compareAtCents?: number
  /** Units in stock; 0 = out of stock, 1–5 = low stock. */
  stock: number
}

export interface SeedProduct {
  slug: string
  categorySlug: string
  name: Localized
  /** One short paragraph used on cards and in search. */
  summary: Localized
  /** The full description on the product page (plain text, paragraphs separated by a blank line). */
  description: Localized
  /** File names under apps/api/assets/products/, first one is the main image. */
  images: string[]
  /** The photo of each colour: a `colour` option code → one of `images`, shown when that colour is chosen. */
  colourImages?: Record<string, string>
  /** How many days ago the product was added (drives the NEWEST sort). */
  addedDaysAgo: number
  /** Editorial rank for the RELEVANCE sort when there is no search term (lower first). */
  featuredRank: number
  variants: SeedVariant[]
}

export interface SeedFaqSection {
  key: string
  title: Localized
  position: number
  entries: { question: Localized; answer: Localized }[]
}

export interface SeedAccount {
  email: string
  password: string
  name: string
  locale: 'en' | 'fr'
  /** Present for the demo ambassador: their public referral code and commission rate in basis points. */
  ambassador?: { code: string; displayName: string; commissionRateBps: number; status: 'APPROVED' }
}

/** A published operation of a seeded ambassador, its dates relative to the day of seeding. */
export interface SeedOperation {
  ambassadorCode: string
  name: string
  code: string
  customerDiscountBps: number
  startsDaysAgo: number
  endsInDays: number
  salesGoalCents: number
}
