import { Link } from '../link/link'
import { cx } from '../internal/cx'
import styles from './nav-list.module.css'

/** One destination of a {@link NavList}. */
export interface NavItem {
  href: string
  label: string
  /** Marks the page the visitor is on (`aria-current="page"`). */
  current?: boolean
}

/** The links of the main navigation: a row in the header, a column in the mobile menu. */
export function NavList({
  items,
  orientation = 'horizontal',
}: {
  items: readonly NavItem[]
  orientation?: 'horizontal' | 'vertical'
}) {
  return (
    <ul className={cx(styles.list, orientation === 'vertical' && styles.vertical)}>
      {items.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            variant="quiet"
            className={styles.item}
            aria-current={item.current ? 'page' : undefined}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
