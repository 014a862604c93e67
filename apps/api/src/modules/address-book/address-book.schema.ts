import { requireViewer, type PublicContext } from '../../graphql/context'
import { builder, FieldErrorRef } from '../../graphql/public/builder'
import type { FieldError, Outcome } from '../../field-error'
import { AddressInput, AddressRef } from '../cart/cart.schema'
import { addressView, type AddressView } from '../cart/cart.views'
import { Customer } from '../accounts/accounts.schema'
import { createAddressBook, type AddressBook, type SavedAddress } from './address-book.service'

interface SavedAddressView {
  id: string
  isDefault: boolean
  address: AddressView
}

const books = new WeakMap<object, AddressBook>()

/** The address book over the request's database (one per database, made on first use). */
function addressBook(context: PublicContext): AddressBook {
  const db = context.services.db
  let book = books.get(db)
  if (!book) {
    book = createAddressBook(db)
    books.set(db, book)
  }
  return book
}

function views(addresses: SavedAddress[], context: PublicContext): SavedAddressView[] {
  return addresses.map((saved) => ({
    id: saved.id,
    isDefault: saved.isDefault,
    address: addressView(saved.address, context.locale),
  }))
}

const SavedAddressRef = builder.objectRef<SavedAddressView>('SavedAddress').implement({
  description: 'An address of the customer’s address book.',
  fields: (t) => ({
    id: t.exposeID('id'),
    isDefault: t.exposeBoolean('isDefault', { description: 'Offered first at checkout.' }),
    address: t.expose('address', { type: AddressRef }),
  }),
})

interface AddressBookPayload {
  addresses: SavedAddressView[] | null
  errors: FieldError[]
}

const AddressBookPayloadRef = builder
  .objectRef<AddressBookPayload>('AddressBookPayload')
  .implement({
    description: 'The whole address book after the change, or the errors that stopped it.',
    fields: (t) => ({
      addresses: t.expose('addresses', { type: [SavedAddressRef], nullable: true }),
      errors: t.expose('errors', { type: [FieldErrorRef] }),
    }),
  })

function payload(outcome: Outcome<SavedAddress[]>, context: PublicContext): AddressBookPayload {
  return outcome.ok
    ? { addresses: views(outcome.value, context), errors: [] }
    : { addresses: null, errors: outcome.errors }
}

const SaveAddressInput = builder.inputType('SaveAddressInput', {
  fields: (t) => ({
    id: t.id({ description: 'The address to change; omit to add one.' }),
    address: t.field({ type: AddressInput, required: true }),
    makeDefault: t.boolean({ required: true, defaultValue: false }),
  }),
})

const SavedAddressIdInput = builder.inputType('SavedAddressIdInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
})

builder.objectField(Customer, 'savedAddresses', (t) =>
  t.field({
    type: [SavedAddressRef],
    description: `The customer’s address book, the default first, then the latest added.`,
    resolve: async (customer, _args, context) =>
      views(await addressBook(context).list(customer.id), context),
  }),
)

builder.mutationFields((t) => ({
  saveAddress: t.field({
    type: AddressBookPayloadRef,
    description: 'Adds an address to the signed-in customer’s address book, or changes one.',
    args: { input: t.arg({ type: SaveAddressInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context)
      const book = addressBook(context)
      const address = { ...input.address }
      return payload(
        input.id
          ? await book.update(viewer.user.id, input.id, address, input.makeDefault, context.locale)
          : await book.add(viewer.user.id, address, input.makeDefault, context.locale),
        context,
      )
    },
  }),
  setDefaultAddress: t.field({
    type: AddressBookPayloadRef,
    description: 'Makes an address of the address book the one checkout offers first.',
    args: { input: t.arg({ type: SavedAddressIdInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context)
      return payload(
        await addressBook(context).setDefault(viewer.user.id, input.id, context.locale),
        context,
      )
    },
  }),
  deleteAddress: t.field({
    type: AddressBookPayloadRef,
    description: 'Deletes an address of the address book (orders keep theirs).',
    args: { input: t.arg({ type: SavedAddressIdInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = await requireViewer(context)
      return payload(
        await addressBook(context).remove(viewer.user.id, input.id, context.locale),
        context,
      )
    },
  }),
}))
