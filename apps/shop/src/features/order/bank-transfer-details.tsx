import { readFragment, type FragmentOf } from '@comptoir/gql-client/public-graphql'
import { Card, CardHeader } from '@comptoir/ui/card'
import { Price } from '@comptoir/ui/price'
import { useLingui } from '@lingui/react/macro'

import { bankTransferDetailsFragment } from './bank-transfer-details.graphql'
import { formatDate } from './format-date'
import styles from './bank-transfer-details.module.css'

/** Props of {@link BankTransferDetails}. */
export interface BankTransferDetailsProps {
  readonly details: FragmentOf<typeof bankTransferDetailsFragment>
}

/** What the shopper needs to pay the order by transfer: amount, account, reference, deadline. */
export function BankTransferDetails(props: BankTransferDetailsProps) {
  const { t, i18n } = useLingui()
  const details = readFragment(bankTransferDetailsFragment, props.details)
  const payBy = formatDate(details.payBy, i18n.locale)
  return (
    <Card padded as="section" aria-label={t`Pay by bank transfer`}>
      <CardHeader title={t`Pay by bank transfer`} level={2} />
      <p className={styles.lead}>
        {t`Your items are set aside. Make a transfer from your bank with these details; we prepare the order as soon as it arrives.`}
      </p>
      <dl className={styles.details}>
        <div>
          <dt>{t`Amount`}</dt>
          <dd>
            <Price amount={details.amount.amount} currency={details.amount.currency} />
          </dd>
        </div>
        <div>
          <dt>{t`Account holder`}</dt>
          <dd>{details.holder}</dd>
        </div>
        <div>
          <dt>{t`IBAN`}</dt>
          <dd className={styles.code}>{details.iban}</dd>
        </div>
        <div>
          <dt>{t`BIC`}</dt>
          <dd className={styles.code}>{details.bic}</dd>
        </div>
        <div>
          <dt>{t`Reference to write`}</dt>
          <dd className={styles.code}>{details.reference}</dd>
        </div>
      </dl>
      <p className={styles.deadline}>
        {t`Write the reference exactly as shown: it is your order number, and tells us the transfer is yours. Pay by ${payBy}: after that the order is cancelled and its items go back on sale.`}
      </p>
    </Card>
  )
}
