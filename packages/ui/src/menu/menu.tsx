import type { ReactElement } from 'react'
import { Menu as AriaMenu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components'
import type { Key } from 'react-aria-components'

import { AriaLocale } from '../internal/aria-locale'
import { cx } from '../internal/cx'
import styles from './menu.module.css'

/** One entry of a {@link Menu}; `separator: true` draws a line before it. */
export interface MenuEntry {
  id: string
  label: string
  /** Makes the entry a link (native navigation); otherwise it reports its `id` to `onAction`. */
  href?: string
  danger?: boolean
  disabled?: boolean
  separator?: boolean
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button that opens the menu (a `Button` or `IconButton` of this package). */
  trigger: ReactElement
  items: readonly MenuEntry[]
  /** Called with the `id` of the chosen entry. */
  onAction?: (id: string) => void
  placement?: 'bottom start' | 'bottom end'
}

/**
 * A menu of actions opened from a button: the account menu (orders, settings, sign out).
 *
 * @remarks The list is named by its button. Enter, Space or Arrow Down open it; arrows move,
 * letters jump, Escape closes and returns focus to the button.
 */
export function Menu({ trigger, items, onAction, placement = 'bottom end' }: MenuProps) {
  return (
    <AriaLocale>
      <MenuTrigger>
        {trigger}
        <Popover placement={placement} offset={6} className={styles.popover}>
          <AriaMenu
            className={styles.menu}
            disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
            onAction={(key: Key) => onAction?.(String(key))}
          >
            {items.flatMap((item) => [
              ...(item.separator
                ? [<Separator key={`${item.id}-separator`} className={styles.separator} />]
                : []),
              <MenuItem
                key={item.id}
                id={item.id}
                textValue={item.label}
                className={cx(styles.item, item.danger && styles.danger)}
                {...(item.href !== undefined && { href: item.href })}
              >
                {item.label}
              </MenuItem>,
            ])}
          </AriaMenu>
        </Popover>
      </MenuTrigger>
    </AriaLocale>
  )
}
