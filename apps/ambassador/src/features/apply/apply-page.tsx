import { Badge } from '@comptoir/ui/badge'
import { PortalTitle } from '../../components/portal-title'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import { formStyles } from '../../components/form-styles'
import { ApplyForm } from './apply-form'
import type { Application } from './apply.graphql'
import pageStyles from '../../components/pages.module.css'
import styles from './apply.module.css'
import { describeApplication } from './application-status'

/**
 * The application once sent: its status, the code to come and what happens next. It replaces
 * the long form, so the page goes back to the top and the focus to its heading.
 */
export function ApplicationCard({ application }: { application: Application }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [])
  const { status, next, tone } = describeApplication(application, i18n)
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' })
  return (
    <section className={styles.card} aria-labelledby="application-title" role="status">
      <h2 id="application-title" ref={heading} tabIndex={-1}>
        {t`Thank you, ${application.displayName}: your application is in`}
      </h2>
      <dl className={pageStyles.facts}>
        <dt>{t`Status`}</dt>
        <dd>
          <Badge tone={tone}>{status}</Badge>
        </dd>
        <dt>{t`Your code`}</dt>
        <dd>{application.code}</dd>
        <dt>{t`E-mail`}</dt>
        <dd>{application.email}</dd>
        <dt>{t`Sent on`}</dt>
        <dd>
          <time dateTime={application.appliedAt}>
            {date.format(new Date(application.appliedAt))}
          </time>
        </dd>
      </dl>
      <p>{next}</p>
      <AppLink to="/" variant="standalone">
        {t`Back to the programme`}
      </AppLink>
    </section>
  )
}

/** `/apply`: the form, then the application's status. */
export function ApplyPage() {
  const { t } = useLingui()
  const [application, setApplication] = useState<Application | null>(null)
  return (
    <section className={formStyles.page} aria-labelledby="apply-title">
      <PortalTitle title={t`Apply`} />
      <h1 id="apply-title">{t`Become a Comptoir ambassador`}</h1>
      {application ? (
        <ApplicationCard application={application} />
      ) : (
        <>
          <p className={formStyles.lead}>
            {t`Tell us about you. Once approved, you get your own code, your link and your space to run operations.`}
          </p>
          <ApplyForm onApplied={setApplication} />
        </>
      )}
    </section>
  )
}
