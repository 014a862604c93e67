import { Accordion } from '@comptoir/ui/accordion'
import { PortalTitle } from '../../components/portal-title'
import { Button } from '@comptoir/ui/button'
import { AppLink } from '@comptoir/app-shell/app-link'
import { useFormatMoney, useFormatPercent } from '@comptoir/ui/price'
import { Skeleton } from '@comptoir/ui/skeleton'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from 'urql'

import { programmeDocument, type ProgrammeTerms } from './landing.graphql'
import pageStyles from '../../components/pages.module.css'
import styles from './landing.module.css'

function Terms({ terms }: { terms: ProgrammeTerms }) {
  const { t } = useLingui()
  const minimum = useFormatMoney()(terms.minimumPayout)
  const rate = useFormatPercent()(terms.commissionRatePercent)
  const items = [
    { figure: rate, text: t`commission on every order placed with your code or your link` },
    { figure: t`${terms.referralWindowDays} days`, text: t`a click on your link keeps counting` },
    {
      figure: t`${terms.holdDays} days`,
      text: t`before a commission is approved (the return window)`,
    },
    { figure: minimum, text: t`approved balance from which you ask for your payout` },
  ]
  return (
    <ul className={styles.terms}>
      {items.map((item) => (
        <li key={item.text} className={styles.term}>
          <span className={styles.figure}>{item.figure}</span>
          <p className={styles.termText}>{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** `/`: what the programme offers, its terms from the API, how attribution works, questions. */
export function LandingPage() {
  const { t } = useLingui()
  const [{ data, fetching, error }, reexecute] = useQuery({ query: programmeDocument })
  const terms = data?.ambassadorProgramme
  const formatPercent = useFormatPercent()
  const discount = terms ? formatPercent(terms.maxCustomerDiscountPercent) : '…'
  return (
    <div className={styles.page}>
      <PortalTitle title={t`Ambassador programme`} />
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.eyebrow}>{t`Comptoir ambassador programme`}</p>
        <h1 id="landing-title" className={styles.title}>
          {t`Share the things you love at home, and earn on every order.`}
        </h1>
        <p className={styles.lead}>
          {t`Linen, stoneware and pantry goods made to last. You recommend them to your friends and your audience; we pack, ship and look after every customer.`}
        </p>
        <div className={styles.actions}>
          <AppLink to="/apply" variant="quiet" className={pageStyles.buttonLink}>
            {t`Apply to the programme`}
          </AppLink>
          <AppLink to="/login" variant="standalone">
            {t`I am already an ambassador`}
          </AppLink>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="terms-title">
        <h2 id="terms-title" className={styles.sectionTitle}>
          {t`What you earn`}
        </h2>
        {terms ? (
          <Terms terms={terms} />
        ) : error && !fetching ? (
          <p role="alert">
            {t`The programme’s terms could not be loaded.`}{' '}
            <Button
              variant="ghost"
              onPress={() => {
                reexecute({ requestPolicy: 'network-only' })
              }}
            >
              {t`Try again`}
            </Button>
          </p>
        ) : (
          <Skeleton shape="rect" height="7rem" />
        )}
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          {t`How it works`}
        </h2>
        <ol className={styles.steps}>
          <li>{t`Apply: we read every application and answer by e-mail.`}</li>
          <li>
            {t`Once approved, you get your code (such as MARIE) and your link: the shop with ?ref= and your code.`}
          </li>
          <li>
            {t`An order counts for you when the shopper enters your code at checkout, chooses your live operation, or arrived through your link in the previous days. The most recent referral wins; your own orders earn nothing.`}
          </li>
          <li>
            {t`Run operations: a few days with your own code, a discount of up to ${discount} for your customers and a sales goal. Follow the orders live.`}
          </li>
          <li>{t`Commissions are approved after the return window, then paid to your IBAN on request.`}</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.sectionTitle}>
          {t`Questions`}
        </h2>
        <Accordion
          headingLevel={3}
          items={[
            {
              id: 'cost',
              title: t`Does it cost anything?`,
              content: <p>{t`No. There is no fee, no stock to buy and no minimum to sell.`}</p>,
            },
            {
              id: 'refund',
              title: t`What if a customer returns an order?`,
              content: (
                <p>
                  {t`A returned or cancelled order cancels its pending commission. If it was already paid, the amount is deducted from your next payout.`}
                </p>
              ),
            },
            {
              id: 'who',
              title: t`Who can apply?`,
              content: (
                <p>
                  {t`Anyone who likes the shop and has people to talk to: friends, a blog, a community or social accounts. Tell us about it in your application.`}
                </p>
              ),
            },
            {
              id: 'payout',
              title: t`How am I paid?`,
              content: (
                <p>
                  {t`By bank transfer to the IBAN in your settings, once your approved balance reaches the minimum and you ask for it.`}
                </p>
              ),
            },
          ]}
        />
      </section>
    </div>
  )
}
