import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'

import { AccountSettings } from '../features/account/account-settings'
import { AddressBook } from '../features/address-book/address-book'
import { privatePageHead } from '../features/seo/route-head'
import { guards } from '../guards'
import styles from './-components/pages.module.css'

export const Route = createFileRoute('/settings')({
  head: ({ match }) => privatePageHead(match.context.i18n._(msg`Your account`)),
  beforeLoad: guards('auth'),
  component: SettingsPage,
})

function SettingsPage() {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Your account`}</h1>
      <AccountSettings addresses={<AddressBook />} />
    </div>
  )
}
