import { z } from 'zod'

/** Who the shop is, as its invoices, payout statements and contact page state it. */
export interface ShopIdentity {
  /** Legal name of the company (`Comptoir SAS`). */
  legalName: string
  /** Postal address, one entry per line. */
  address: string[]
  /** SIREN, 9 digits without spaces. */
  siren: string
  /** The registry town of the RCS (`Paris`), or null when the company is not registered there. */
  rcsCity: string | null
  /** Intra-community VAT number, without spaces, upper case. */
  vatNumber: string
  /** Where the contact form's messages go; replies to shoppers come from the shop, not from it. */
  contactEmail: string
  /** True while the demo identity of `npm start` is in use (no SHOP_LEGAL_NAME set). */
  demo: boolean
}

/** The identity of a shop started without its own: its name says so on every document. */
export const demoShopIdentity = {
  legalName: 'Comptoir Démo SAS',
  address: ['12 rue des Artisans', '75011 Paris', 'France'],
  siren: '123456782',
  rcsCity: 'Paris',
  vatNumber: 'FR11123456782',
  contactEmail: 'contact@comptoir.test',
} as const

const empty = (value: unknown) => (value === '' ? undefined : value)

/** The Luhn check every SIREN passes. */
export function isValidSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  let sum = 0
  for (let index = 0; index < value.length; index += 1) {
    let digit = Number(value.charAt(value.length - 1 - index))
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** A French VAT number's key: two digits computed from the SIREN. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')
}

const compact = (value: string) => value.replace(/[\s.-]+/g, '').toUpperCase()

/** The environment variables of {@link ShopIdentity}, part of the configuration's schema. */
export const shopIdentityVariables = {
  SHOP_LEGAL_NAME: z.preprocess(
    empty,
    z
      .string()
      .trim()
      .min(2, 'must name the company')
      .max(100, 'must be at most 100 characters')
      .optional(),
  ),
  SHOP_ADDRESS: z.preprocess(
    empty,
    z
      .string()
      .transform((value) =>
        value
          .split(/[;\n]/)
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      )
      .refine((lines) => lines.length >= 2 && lines.length <= 5, {
        message:
          'must have 2 to 5 lines separated by ; such as "12 rue des Artisans; 75011 Paris; France"',
      })
      .refine((lines) => lines.every((line) => line.length <= 80), {
        message: 'must have lines of at most 80 characters',
      })
      .optional(),
  ),
  SHOP_SIREN: z.preprocess(
    empty,
    z
      .string()
      .transform(compact)
      .refine(isValidSiren, { message: 'must be a SIREN of 9 digits such as 123 456 782' })
      .optional(),
  ),
  SHOP_RCS_CITY: z.preprocess(
    empty,
    z.string().trim().max(60, 'must be at most 60 characters').optional(),
  ),
  SHOP_VAT_NUMBER: z.preprocess(
    empty,
    z
      .string()
      .transform(compact)
      .refine((value) => /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value), {
        message: 'must be a VAT number such as FR11 123456782',
      })
      .optional(),
  ),
  SHOP_CONTACT_EMAIL: z.preprocess(
    empty,
    z.email({ error: 'must be an e-mail address such as contact@shop.example' }).optional(),
  ),
}

type IdentityValues = z.output<z.ZodObject<typeof shopIdentityVariables>>

const required = [
  'SHOP_LEGAL_NAME',
  'SHOP_ADDRESS',
  'SHOP_SIREN',
  'SHOP_VAT_NUMBER',
  'SHOP_CONTACT_EMAIL',
] as const

/** Problems the variables have together (one line each), after each was checked on its own. */
export function shopIdentityProblems(values: IdentityValues): string[] {
  const set = required.filter((name) => values[name] !== undefined)
  if (set.length > 0 && set.length < required.length) {
    // A document naming half of the shop and half of the demo would name nobody.
    return [`${required.join(', ')} must be set together, or none (the demo identity)`]
  }
  const { SHOP_SIREN: siren, SHOP_VAT_NUMBER: vat } = values
  if (siren && vat?.startsWith('FR') && vat !== `FR${frenchVatKey(siren)}${siren}`) {
    return [
      `SHOP_VAT_NUMBER must be the SIREN's French VAT number, FR${frenchVatKey(siren)}${siren}`,
    ]
  }
  return []
}

export function shopIdentityConfig(values: IdentityValues): ShopIdentity {
  const { SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_SIREN, SHOP_VAT_NUMBER, SHOP_CONTACT_EMAIL } = values
  if (SHOP_LEGAL_NAME && SHOP_ADDRESS && SHOP_SIREN && SHOP_VAT_NUMBER && SHOP_CONTACT_EMAIL) {
    return {
      legalName: SHOP_LEGAL_NAME,
      address: SHOP_ADDRESS,
      siren: SHOP_SIREN,
      rcsCity: values.SHOP_RCS_CITY ?? null,
      vatNumber: SHOP_VAT_NUMBER,
      contactEmail: SHOP_CONTACT_EMAIL,
      demo: false,
    }
  }
  return { ...demoShopIdentity, address: [...demoShopIdentity.address], demo: true }
}

/** `123456782` → `123 456 782`. */
export function formatSiren(siren: string): string {
  return siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')
}

/** The registration line of a document: `RCS Paris 123 456 782` or `SIREN 123 456 782`. */
export function registrationLine(identity: ShopIdentity): string {
  return identity.rcsCity
    ? `RCS ${identity.rcsCity} ${formatSiren(identity.siren)}`
    : `SIREN ${formatSiren(identity.siren)}`
}
