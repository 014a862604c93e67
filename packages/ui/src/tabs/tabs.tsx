import type { Key } from 'react-aria-components'
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components'
import type { ReactNode } from 'react'

import { AriaLocale } from '../internal/aria-locale'
import { cx } from '../internal/cx'
import styles from './tabs.module.css'

/** One tab and its panel. */
export interface TabItem {
  id: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Product details". */
  label: string
  items: readonly TabItem[]
  selectedId?: string
  defaultSelectedId?: string
  onSelectionChange?: (id: string) => void
  className?: string
}

/**
 * Panels of related content behind tabs (description, materials, delivery).
 *
 * @remarks Arrow keys move between tabs, Home/End jump to the ends, Tab enters the panel;
 * the selected tab is underlined in the accent colour.
 */
export function Tabs({
  label,
  items,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  className,
}: TabsProps) {
  const selection = {
    ...(selectedId !== undefined && { selectedKey: selectedId }),
    ...(defaultSelectedId !== undefined && { defaultSelectedKey: defaultSelectedId }),
    ...(onSelectionChange !== undefined && {
      onSelectionChange: (key: Key | null) => {
        if (key !== null) onSelectionChange(String(key))
      },
    }),
  }
  return (
    <AriaLocale>
      <AriaTabs
        {...selection}
        className={cx(styles.tabs, className)}
        disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
      >
        <TabList aria-label={label} className={styles.list}>
          {items.map((item) => (
            <Tab key={item.id} id={item.id} className={styles.tab}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {items.map((item) => (
          <TabPanel key={item.id} id={item.id} className={styles.panel}>
            {item.content}
          </TabPanel>
        ))}
      </AriaTabs>
    </AriaLocale>
  )
}
