import { AppLink } from '@comptoir/app-shell/app-link'
import { Skeleton, SkeletonGroup } from '@comptoir/ui/skeleton'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useQuery } from 'urql'

import { OrderHistory } from '../order/order-history'
import { meDocument } from './account.graphql'
import styles from './account-settings.module.css'
import { ChangePasswordForm } from './change-password-form'
import { ProfileForm } from './profile-form'
import { SignOutButton } from './sign-out-button'

/** One titled part of the account page. */
function SettingsSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}

/** The signed-in shopper's account: profile, password, addresses, orders and the sign-out. */
export function AccountSettings({ addresses }: { addresses: ReactNode }) {
  const { t } = useLingui()
  const [{ data, error }] = useQuery({ query: meDocument, requestPolicy: 'cache-and-network' })
  const me = data?.me
  if (me) {
    return (
      <>
        <SettingsSection id="profile" title={t`Profile`}>
          <ProfileForm profile={me} />
        </SettingsSection>
        <SettingsSection id="password" title={t`Password`}>
          <ChangePasswordForm />
        </SettingsSection>
        <SettingsSection id="addresses" title={t`Your addresses`}>
          {addresses}
        </SettingsSection>
        <SettingsSection id="orders" title={t`Your orders`}>
          <OrderHistory />
        </SettingsSection>
        <SettingsSection id="session" title={t`Session`}>
          <div>
            <SignOutButton />
          </div>
        </SettingsSection>
      </>
    )
  }
  if (error) return <p role="alert">{t`Your account could not be loaded.`}</p>
  if (data) {
    return (
      <p>
        <Trans>
          Your session has ended.{' '}
          <AppLink to="/login" search={{ redirect: '/settings' }}>
            Sign in again
          </AppLink>
        </Trans>
      </p>
    )
  }
  return (
    <SkeletonGroup label={t`Loading your account…`}>
      <Skeleton shape="rect" height="20rem" />
    </SkeletonGroup>
  )
}
