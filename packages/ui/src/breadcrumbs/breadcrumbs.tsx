import { useLingui } from '@lingui/react/macro'

import { ChevronRightIcon } from '../internal/icons'
import { Link } from '../link/link'
import styles from './breadcrumbs.module.css'

/** One step of a breadcrumb trail; the last one is the current page and needs no `href`. */
export interface Crumb {
  label: string
  href?: string
}

/**
 * Where the page sits in the shop: Home › Shirts › Linen shirt.
 *
 * @remarks A `nav` named "Breadcrumb" with an ordered list; the last step is the current page
 * (`aria-current="page"`), not a link. Links go through the {@link LinkProvider} component.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {index > 0 ? <ChevronRightIcon size={14} className={styles.separator} /> : null}
              {last || item.href == null ? (
                <span
                  className={last ? styles.current : undefined}
                  aria-current={last ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Link href={item.href} variant="quiet">
                  {item.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
