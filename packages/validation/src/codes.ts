import { everyText, type Rule } from './rules'

/**
 * The one form of an ambassador or operation code, however a shopper or an ambassador typed it:
 * trimmed and upper case (`" marie-ete "` → `MARIE-ETE`). An empty result means no code.
 */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase()
}

/** Words of the brand: no code may contain them (`COMPTOIR`, `MY-COMPTOIR`). */
export const brandWords = ['COMPTOIR'] as const

/**
 * The shop's own promotion words: a code made of one of them and digits or hyphens
 * (`WELCOME10`, `SOLDES-2026`) would pass for an offer of the shop.
 */
export const shopPromotionWords = [
  'WELCOME',
  'BIENVENUE',
  'PROMO',
  'PROMOTION',
  'SOLDES',
  'SALE',
  'SALES',
  'DISCOUNT',
  'REMISE',
  'REDUC',
  'REDUCTION',
  'OFFERT',
  'OFFRE',
  'OFFER',
  'GRATUIT',
  'FREE',
  'FREESHIP',
  'FREESHIPPING',
  'LIVRAISON',
  'CADEAU',
  'GIFT',
  'NOEL',
  'XMAS',
  'BLACKFRIDAY',
  'CYBERMONDAY',
  'VIP',
  'STAFF',
  'ADMIN',
  'SUPPORT',
  'OFFICIEL',
  'OFFICIAL',
] as const

/**
 * Tells whether a code is reserved by the shop: it contains a brand word, or it is a promotion
 * word of the shop with only digits or hyphens around it. Case and spaces do not matter.
 */
export function isReservedCode(code: string): boolean {
  const normalized = normalizeCode(code)
  const letters = normalized.replace(/[^A-Z]/g, '')
  return (
    brandWords.some((word) => letters.includes(word)) ||
    (shopPromotionWords as readonly string[]).includes(letters)
  )
}

/** Passes a code the shop has not reserved ({@link isReservedCode}). Empty passes. */
export const notReservedCode: Rule = {
  code: 'code_reserved',
  test: (value) => everyText(value, (text) => !isReservedCode(text)),
}
