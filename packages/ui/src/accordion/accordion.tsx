import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
} from 'react-aria-components'
import type { Key } from 'react-aria-components'
import type { ReactNode } from 'react'

import { AriaLocale } from '../internal/aria-locale'
import { cx } from '../internal/cx'
import { ChevronDownIcon } from '../internal/icons'
import styles from './accordion.module.css'

/** One section of an {@link Accordion}. */
export interface AccordionItem {
  id: string
  title: ReactNode
  content: ReactNode
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[]
  /** Lets several sections stay open at once (the FAQ); otherwise opening one closes the others. */
  allowsMultipleExpanded?: boolean
  defaultExpandedIds?: readonly string[]
  /** Heading level of the section titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
  onExpandedChange?: (ids: string[]) => void
  className?: string
}

/**
 * Sections that open and close under their titles: the FAQ, product details.
 *
 * @remarks Each title is a heading holding a button with `aria-expanded`/`aria-controls`;
 * collapsed panels stay findable with the browser's find-in-page.
 */
export function Accordion({
  items,
  allowsMultipleExpanded,
  defaultExpandedIds,
  headingLevel = 3,
  onExpandedChange,
  className,
}: AccordionProps) {
  return (
    <AriaLocale>
      <DisclosureGroup
        className={cx(styles.accordion, className)}
        allowsMultipleExpanded={allowsMultipleExpanded}
        {...(defaultExpandedIds !== undefined && { defaultExpandedKeys: defaultExpandedIds })}
        {...(onExpandedChange !== undefined && {
          onExpandedChange: (keys: Set<Key>) => {
            onExpandedChange([...keys].map(String))
          },
        })}
      >
        {items.map((item) => (
          <Disclosure key={item.id} id={item.id} className={styles.item}>
            <Heading level={headingLevel} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} size={18} />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <div className={styles.panelInner}>{item.content}</div>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </AriaLocale>
  )
}
