import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { Drawer } from '../drawer/drawer'
import { IconButton } from '../icon-button/icon-button'
import { cx } from '../internal/cx'
import { MenuIcon } from '../internal/icons'
import { Link } from '../link/link'
import styles from './header.module.css'

export { NavList } from './nav-list'
export type { NavItem } from './nav-list'

/** Props of {@link Header}: the brand and the slots the app fills. */
export interface HeaderProps {
  /** Wordmark of the shop. */
  brand?: string
  /** Where the wordmark leads; rendered through the {@link LinkProvider} component. */
  homeHref?: string
  /** Main navigation (e.g. a `NavList`): inline on desktop, in a menu drawer below 1200 px. */
  nav?: ReactNode
  /** The `LanguageSwitcher`, shown in the bar from tablet width and in the menu drawer on phones. */
  languageSwitcher?: ReactNode
  /** Account entry: a sign-in link or an account `Menu`. */
  account?: ReactNode
  /** The cart entry, usually a `Drawer` whose trigger is a `CartButton`. */
  cart?: ReactNode
}

/**
 * The shop's header: wordmark linking home, main navigation, language, account and cart.
 *
 * @remarks Sticky, translucent paper. Below 1200 px the navigation moves into a drawer opened
 * by a "Menu" button; the home link is named by the `home` message ("Home" / "Accueil").
 */
export function Header({
  brand = 'Comptoir',
  homeHref = '/',
  nav,
  languageSwitcher,
  account,
  cart,
}: HeaderProps) {
  const { t } = useLingui()
  const home = t({ id: 'home', message: 'Home' })
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          {nav != null ? (
            <span>
              <Drawer
                side="left"
                title={t`Menu`}
                trigger={
                  <IconButton label={t`Open the menu`}>
                    <MenuIcon />
                  </IconButton>
                }
              >
                <nav aria-label={t`Main`}>{nav}</nav>
                {languageSwitcher != null ? (
                  <div className={styles.drawerSwitcher}>{languageSwitcher}</div>
                ) : null}
              </Drawer>
            </span>
          ) : null}
        </div>
        <Link
          href={homeHref}
          variant="quiet"
          className={styles.brand}
          aria-label={`${brand}, ${home}`}
        >
          {brand}
        </Link>
        {nav != null ? (
          <nav aria-label={t`Main`} className={styles.nav}>
            {nav}
          </nav>
        ) : null}
        <div className={styles.actions}>
          {languageSwitcher != null ? (
            <div className={cx(styles.switcher, nav == null && styles.always)}>
              {languageSwitcher}
            </div>
          ) : null}
          {account}
          {cart}
        </div>
      </div>
    </header>
  )
}
