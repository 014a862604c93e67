import type { Locale } from '@comptoir/i18n/locales'
import { addressSchema } from '@comptoir/validation/schemas/address'
import { validateInput } from '@comptoir/validation/validate'
import { and, desc, eq, ne } from 'drizzle-orm'

import type { Database } from '../../db/client'
import { isUuid } from '../../db/ids'
import { savedAddresses } from '../../db/schema'
import type { StoredAddress } from '../../db/schema/commerce'
import { failure, success, type FieldError, type Outcome } from '../../field-error'
import { storedAddress } from '../cart/checkout-details'

/** Most addresses one customer keeps. */
export const addressBookMaximum = 20

const messages = {
  en: {
    unknown_address: 'This address is no longer in your address book.',
    address_book_full: `Your address book holds at most ${String(addressBookMaximum)} addresses: delete one to add another.`,
  },
  fr: {
    unknown_address: 'Cette adresse n’est plus dans votre carnet d’adresses.',
    address_book_full: `Votre carnet contient au plus ${String(addressBookMaximum)}\u00a0adresses\u202f: supprimez-en une pour en ajouter une autre.`,
  },
} satisfies Record<Locale, Record<string, string>>

function bookError(code: keyof (typeof messages)['en'], locale: Locale): FieldError {
  return { field: code === 'unknown_address' ? 'id' : null, code, message: messages[locale][code] }
}

/** A saved address as the account shows it. */
export interface SavedAddress {
  id: string
  address: StoredAddress
  isDefault: boolean
}

/** What a shopper types for an address, checked with the shared rules. */
function checkedAddress(input: Record<string, unknown>, locale: Locale): Outcome<StoredAddress> {
  const checked = validateInput(addressSchema, input, locale)
  return checked.ok
    ? success(storedAddress(checked.value))
    : failure(checked.errors.map((error) => ({ ...error, field: `address.${error.field}` })))
}

/**
 * A customer's address book: list, add, edit, delete, choose the default. The first address
 * is the default; deleting the default hands it to the latest other address.
 */
export function createAddressBook(db: Database) {
  /** The customer's addresses, the default first, then the latest added (one statement). */
  async function list(userId: string): Promise<SavedAddress[]> {
    return db
      .select({
        id: savedAddresses.id,
        address: savedAddresses.address,
        isDefault: savedAddresses.isDefault,
      })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt))
  }

  async function owned(userId: string, id: string) {
    if (!isUuid(id)) return null
    const [row] = await db
      .select({ id: savedAddresses.id, isDefault: savedAddresses.isDefault })
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .limit(1)
    return row ?? null
  }

  async function add(
    userId: string,
    input: Record<string, unknown>,
    makeDefault: boolean,
    locale: Locale,
  ): Promise<Outcome<SavedAddress[]>> {
    const address = checkedAddress(input, locale)
    if (!address.ok) return address
    const current = await list(userId)
    if (current.length >= addressBookMaximum) {
      return failure([bookError('address_book_full', locale)])
    }
    const isDefault = makeDefault || current.length === 0
    await db.transaction(async (tx) => {
      if (isDefault) {
        await tx
          .update(savedAddresses)
          .set({ isDefault: false })
          .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)))
      }
      await tx.insert(savedAddresses).values({ userId, address: address.value, isDefault })
    })
    return success(await list(userId))
  }

  async function update(
    userId: string,
    id: string,
    input: Record<string, unknown>,
    makeDefault: boolean,
    locale: Locale,
  ): Promise<Outcome<SavedAddress[]>> {
    const address = checkedAddress(input, locale)
    if (!address.ok) return address
    if (!(await owned(userId, id))) return failure([bookError('unknown_address', locale)])
    await db.transaction(async (tx) => {
      if (makeDefault) {
        await tx
          .update(savedAddresses)
          .set({ isDefault: false })
          .where(and(eq(savedAddresses.userId, userId), ne(savedAddresses.id, id)))
      }
      await tx
        .update(savedAddresses)
        .set({
          address: address.value,
          updatedAt: new Date(),
          ...(makeDefault ? { isDefault: true } : {}),
        })
        .where(eq(savedAddresses.id, id))
    })
    return success(await list(userId))
  }

  async function setDefault(userId: string, id: string, locale: Locale) {
    if (!(await owned(userId, id)))
      return failure<SavedAddress[]>([bookError('unknown_address', locale)])
    await db.transaction(async (tx) => {
      await tx
        .update(savedAddresses)
        .set({ isDefault: false })
        .where(and(eq(savedAddresses.userId, userId), ne(savedAddresses.id, id)))
      await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id))
    })
    return success(await list(userId))
  }

  async function remove(userId: string, id: string, locale: Locale) {
    const address = await owned(userId, id)
    if (!address) return failure<SavedAddress[]>([bookError('unknown_address', locale)])
    await db.transaction(async (tx) => {
      await tx.delete(savedAddresses).where(eq(savedAddresses.id, id))
      if (!address.isDefault) return
      const [latest] = await tx
        .select({ id: savedAddresses.id })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, userId))
        .orderBy(desc(savedAddresses.createdAt))
        .limit(1)
      if (latest) {
        await tx
          .update(savedAddresses)
          .set({ isDefault: true })
          .where(eq(savedAddresses.id, latest.id))
      }
    })
    return success(await list(userId))
  }

  return { list, add, update, setDefault, remove }
}

export type AddressBook = ReturnType<typeof createAddressBook>
