import { useContext } from 'react'

import { cx } from '../internal/cx'
import { Link } from '../link/link'
import { NavPlacementContext } from './nav-context'
import styles from './nav-list.module.css'

/** One destination of a {@link NavList}. */
export interface NavItem {
  href: string
  label: string
  /** Marks the page the visitor is on (`aria-current="page"`). */
  current?: boolean
}

/** An action among the links of a {@link NavList} (a button): "Sign out" in the menu drawer. */
export interface NavAction {
  id: string
  label: string
  /** Called when the entry is chosen. */
  onSelect: () => void
  /** Draws the entry in the danger colour (sign out, delete). */
  danger?: boolean
}

/** Props of {@link NavList}. */
export interface NavListProps {
  items: readonly (NavItem | NavAction)[]
  /**
   * Row or column; defaults to where the list is placed: a row in the header bar, a column of
   * full-width entries in the menu drawer.
   */
  orientation?: 'horizontal' | 'vertical'
}

function isAction(item: NavItem | NavAction): item is NavAction {
  return 'onSelect' in item
}

/**
 * The links of the main navigation: a row in the header, a column of large touch targets in the
 * menu drawer (which closes once an entry is chosen). Entries with `onSelect` are buttons.
 */
export function NavList({ items, orientation }: NavListProps) {
  const placement = useContext(NavPlacementContext)
  const vertical = (orientation ?? placement.orientation) === 'vertical'
  return (
    <ul className={cx(styles.list, vertical && styles.vertical)}>
      {items.map((item) => (
        <li key={isAction(item) ? item.id : item.href}>
          {isAction(item) ? (
            <button
              type="button"
              className={cx(styles.item, styles.action, item.danger && styles.danger)}
              onClick={() => {
                item.onSelect()
                placement.onNavigate?.()
              }}
            >
              {item.label}
            </button>
          ) : (
            <Link
              href={item.href}
              variant="quiet"
              className={styles.item}
              aria-current={item.current ? 'page' : undefined}
              onClick={placement.onNavigate}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  )
}
