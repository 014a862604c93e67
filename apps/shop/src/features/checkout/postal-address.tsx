import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'

import { postalAddressFragment } from './postal-address.graphql'
import styles from './postal-address.module.css'

/** A delivery address, written as on an envelope (the checkout's review, an order's page). */
export function PostalAddress(props: { address: FragmentOf<typeof postalAddressFragment> }) {
  const address = readFragment(postalAddressFragment, props.address)
  return (
    <address className={styles.address}>
      {address.firstName} {address.lastName}
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
  )
}
