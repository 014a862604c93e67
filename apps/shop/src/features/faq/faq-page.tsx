import { Accordion } from '@comptoir/ui/accordion'
import { EmptyState } from '@comptoir/ui/empty-state'
import { Skeleton } from '@comptoir/ui/skeleton'
import { TextField } from '@comptoir/ui/text-field'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useQuery } from 'urql'

import { faqDocument } from './faq.graphql'
import styles from './faq-page.module.css'
import { filterFaq } from './filter-faq'

/** /faq: the questions by section, searchable, each answer in an accordion. */
export function FaqPage({
  query,
  onQueryChange,
}: {
  query: string
  onQueryChange: (q: string) => void
}) {
  const { t } = useLingui()
  const [result] = useQuery({ query: faqDocument })
  const sections = filterFaq(result.data?.faq ?? [], query)
  const field = useRef<HTMLInputElement>(null)
  // The page is readable before its scripts run: words typed by then count once it hydrates.
  const typedEarly = useRef(true)
  useEffect(() => {
    if (!typedEarly.current) return
    typedEarly.current = false
    const typed = field.current?.value
    if (typed !== undefined && typed !== query) onQueryChange(typed)
  }, [query, onQueryChange])
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t`Questions and answers`}</h1>
        <p
          className={styles.lead}
        >{t`Delivery, returns, payment, your account and the ambassador programme.`}</p>
        <TextField
          ref={field}
          label={t`Search the questions`}
          type="search"
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value)
          }}
        />
      </header>
      {!result.data && result.fetching ? (
        <div role="status" aria-label={t`Loading the questions`} className={styles.loading}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="90%" />
          <Skeleton shape="text" width="85%" />
        </div>
      ) : !result.data ? (
        <EmptyState
          title={t`The questions could not be loaded`}
          description={t`Check your connection, then try again.`}
        />
      ) : sections.length === 0 ? (
        <EmptyState
          title={t`No question matches`}
          description={t`Try other words, or write to us from your order page.`}
        />
      ) : (
        sections.map((section) => (
          <section
            key={section.key}
            className={styles.section}
            aria-labelledby={`faq-${section.key}`}
          >
            <h2 id={`faq-${section.key}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <Accordion
              headingLevel={3}
              allowsMultipleExpanded
              items={section.entries.map((entry) => ({
                id: entry.id,
                title: entry.question,
                content: <p className={styles.answer}>{entry.answer}</p>,
              }))}
            />
          </section>
        ))
      )}
    </div>
  )
}
