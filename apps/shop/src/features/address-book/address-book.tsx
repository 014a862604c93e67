import type { FieldError } from '@comptoir/gql-client/public-graphql'
import { Badge } from '@comptoir/ui/badge'
import { Button } from '@comptoir/ui/button'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMutation, useQuery } from 'urql'

import {
  addressBookDocument,
  deleteAddressDocument,
  saveAddressDocument,
  setDefaultAddressDocument,
} from './address-book.graphql'
import styles from './address-book.module.css'
import { AddressForm } from './address-form'
import type { SavedAddressEntry } from './address-values'

const unexpected: FieldError = { field: null, code: 'UNEXPECTED', message: '' }

/** The signed-in shopper's address book: list, add, edit, delete, choose the default. */
export function AddressBook() {
  const { t } = useLingui()
  const [{ data }] = useQuery({ query: addressBookDocument, requestPolicy: 'cache-and-network' })
  const [, save] = useMutation(saveAddressDocument)
  const [, setDefault] = useMutation(setDefaultAddressDocument)
  const [, remove] = useMutation(deleteAddressDocument)
  // The book as the last change answered it, over the query's (which the cache keeps as it was).
  const [changed, setChanged] = useState<readonly SavedAddressEntry[] | null>(null)
  const [editing, setEditing] = useState<SavedAddressEntry | 'new' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const entries = changed ?? data?.me?.savedAddresses ?? []
  const countries = data?.countries ?? []

  const settle = (
    result:
      { addresses: readonly SavedAddressEntry[] | null; errors: readonly FieldError[] } | undefined,
  ): readonly FieldError[] => {
    if (!result) return [unexpected]
    if (result.addresses) {
      setChanged(result.addresses)
      setEditing(null)
    }
    setFailure(
      result.errors.find((error) => error.field === null || error.field === 'id')?.message ?? null,
    )
    return result.errors
  }

  if (editing) {
    const entry = editing === 'new' ? null : editing
    return (
      <AddressForm
        key={entry?.id ?? 'new'}
        entry={entry}
        countries={countries}
        onCancel={() => {
          setEditing(null)
        }}
        onSave={async (address, makeDefault) => {
          const result = await save({ input: { id: entry?.id ?? null, address, makeDefault } })
          return settle(result.data?.saveAddress)
        }}
      />
    )
  }

  return (
    <div className={styles.book}>
      {failure ? <p role="alert">{failure}</p> : null}
      {entries.length === 0 ? (
        <p
          className={styles.empty}
        >{t`No saved address yet. Checkout offers the ones you save here.`}</p>
      ) : (
        <ul className={styles.entries} aria-label={t`Saved addresses`}>
          {entries.map((entry) => {
            const { address } = entry
            const name = `${address.firstName} ${address.lastName}`
            return (
              <li key={entry.id} className={styles.entry}>
                <address className={styles.address}>
                  {name}
                  <br />
                  {address.line1}
                  {address.line2 ? (
                    <>
                      <br />
                      {address.line2}
                    </>
                  ) : null}
                  <br />
                  {address.postalCode} {address.city}
                  <br />
                  {address.countryName}
                </address>
                {entry.isDefault ? <Badge tone="success">{t`Default address`}</Badge> : null}
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t`Edit the address ${address.line1}`}
                    onPress={() => {
                      setEditing(entry)
                    }}
                  >
                    {t`Edit`}
                  </Button>
                  {entry.isDefault ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Make ${address.line1} the default address`}
                      onPress={() => {
                        void setDefault({ input: { id: entry.id } }).then((result) =>
                          settle(result.data?.setDefaultAddress),
                        )
                      }}
                    >
                      {t`Make default`}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Delete the address ${address.line1}`}
                    onPress={() => {
                      void remove({ input: { id: entry.id } }).then((result) =>
                        settle(result.data?.deleteAddress),
                      )
                    }}
                  >
                    {t`Delete`}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            setEditing('new')
          }}
        >
          {t`Add an address`}
        </Button>
      </div>
    </div>
  )
}
