import { useLingui } from '@lingui/react/macro'

import { ContactForm, type ContactDefaults } from './contact-form'
import styles from './contact.module.css'

/** `/contact`: who to write to and the form; the order it is about comes from the address. */
export function ContactPage({ defaults }: { defaults: ContactDefaults }) {
  const { t } = useLingui()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Contact us`}</h1>
      <p className={styles.lead}>
        {t`A question about a product, a delivery or an order? Write to us: a person reads every message and answers by e-mail.`}
      </p>
      <ContactForm defaults={defaults} />
    </div>
  )
}
