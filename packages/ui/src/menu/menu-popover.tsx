import type { RefObject } from 'react'
import { Menu as AriaMenu, MenuItem, Popover, Separator } from 'react-aria-components'
import type { Key } from 'react-aria-components'

import { AriaLocale } from '../internal/aria-locale'
import { cx } from '../internal/cx'
import type { MenuProps } from './menu'
import styles from './menu.module.css'

/** Props of {@link MenuPopover}. */
export interface MenuPopoverProps extends Omit<MenuProps, 'trigger'> {
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Id of the button, which names the menu. */
  triggerId: string
  isOpen: boolean
  /** Closes the menu; `restoreFocus` gives focus back to its button. */
  onClose: (restoreFocus: boolean) => void
  /** Where focus lands when it opens: the first entry, or the last after Arrow Up. */
  autoFocus: 'first' | 'last'
}

/**
 * The open menu: a popover anchored to its button with the list of entries. Loaded on the
 * first opening, with the accessibility primitives it needs.
 */
export default function MenuPopover({
  items,
  onAction,
  placement = 'bottom end',
  triggerRef,
  triggerId,
  isOpen,
  onClose,
  autoFocus,
}: MenuPopoverProps) {
  return (
    <AriaLocale>
      <Popover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) onClose(true)
        }}
        placement={placement}
        offset={6}
        className={styles.popover}
      >
        <AriaMenu
          aria-labelledby={triggerId}
          autoFocus={autoFocus}
          className={styles.menu}
          disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
          onAction={(key: Key) => {
            onClose(true)
            onAction?.(String(key))
          }}
          onClose={() => {
            onClose(true)
          }}
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
    </AriaLocale>
  )
}
