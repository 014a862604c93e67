import { ChangePasswordForm } from '@comptoir/app-shell/change-password-form'
import { useFormatPercent } from '@comptoir/ui/price'
import { isLocale } from '@comptoir/i18n/locales'
import { PortalTitle } from '../../components/portal-title'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { LoadError, LoadingBlocks } from '../../components/load-state'
import styles from '../../components/pages.module.css'
import { BillingDetails } from './billing-details'
import { EmailPreferencesForm } from './email-preferences'
import { PasswordResetRequest } from './password-reset-request'
import { ProfileForm } from './profile-form'
import { changePasswordDocument, profileDocument } from './settings.graphql'

/** `/settings`: the profile, the programme facts of the account, the password. */
export function SettingsPage() {
  const { t } = useLingui()
  const formatPercent = useFormatPercent()
  const [{ data, fetching, error }, reexecute] = useQuery({ query: profileDocument })
  const me = data?.me
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Profile and settings`} />
      <h1 className={styles.title}>{t`Profile and settings`}</h1>
      {me ? (
        <div className={styles.wideGrid}>
          <section className={styles.card} aria-labelledby="profile-title">
            <h2 id="profile-title" className={styles.cardTitle}>
              {t`Profile`}
            </h2>
            <ProfileForm
              profile={{
                displayName: me.displayName,
                locale: isLocale(me.locale) ? me.locale : 'en',
                legalStatus: me.legalStatus,
                payoutAccount: me.payoutAccount,
                payoutAccountHeldUntil: me.payoutAccountHeldUntil,
              }}
            />
            <EmailPreferencesForm
              initial={{
                newOrder: me.emailOnNewOrder,
                commissionApproved: me.emailOnCommissionApproved,
                payoutSent: me.emailOnPayoutSent,
              }}
            />
            <BillingDetails />
          </section>
          <section className={styles.card} aria-labelledby="account-title">
            <h2 id="account-title" className={styles.cardTitle}>
              {t`Your account`}
            </h2>
            <dl className={styles.facts}>
              <dt>{t`Name`}</dt>
              <dd>{me.name}</dd>
              <dt>{t`E-mail`}</dt>
              <dd>{me.email}</dd>
              <dt>{t`Code`}</dt>
              <dd>{me.code}</dd>
              <dt>{t`Commission`}</dt>
              <dd>{formatPercent(me.commissionRatePercent)}</dd>
              <dt>{t`Your link`}</dt>
              <dd>{me.shareLink}</dd>
            </dl>
            <h3 className={styles.cardTitle}>{t`Password`}</h3>
            <ChangePasswordForm mutation={changePasswordDocument} />
            <p className={styles.muted}>
              {t`Forgotten your current password? We can e-mail you a link to choose a new one; every session then ends.`}
            </p>
            <PasswordResetRequest email={me.email} />
          </section>
        </div>
      ) : error && !fetching ? (
        <LoadError
          error={error}
          onRetry={() => {
            reexecute({ requestPolicy: 'network-only' })
          }}
        />
      ) : (
        <LoadingBlocks count={2} height="12rem" />
      )}
    </div>
  )
}
