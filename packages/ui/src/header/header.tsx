import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'

import { Drawer } from '../drawer/drawer'
import { IconButton } from '../icon-button/icon-button'
import { cx } from '../internal/cx'
import { MenuIcon } from '../internal/icons'
import { Link } from '../link/link'
import { useNavMode, usePublishedHeight } from './header-measure'
import { NavPlacementContext, type NavPlacement } from './nav-context'
import styles from './header.module.css'

export { NavList } from './nav-list'
export type { NavAction, NavItem, NavListProps } from './nav-list'
export { headerHeightProperty } from './header-measure'

/** Props of {@link Header}: the brand and the slots the app fills. */
export interface HeaderProps {
  /**
   * Wordmark of the site, in the active language (e.g. `t\`Comptoir Ambassadors\``); it names the
   * home link with the `home` message. Defaults to "Comptoir". On a phone it may wrap to two lines.
   */
  brand?: string
  /** Where the wordmark leads; rendered through the {@link LinkProvider} component. */
  homeHref?: string
  /**
   * Main navigation (e.g. a `NavList`): inline when it fits beside the brand and the controls,
   * otherwise (always on phones) in the menu drawer, one entry per row.
   */
  nav?: ReactNode
  /**
   * More entries at the end of the menu drawer, under the navigation: account links and actions
   * that must stay reachable on a phone (e.g. a `NavList` with "Profile and settings" and a
   * "Sign out" action). A `NavList` here is a column and closes the drawer when an entry is
   * chosen; a function receives `close` for other content.
   */
  drawerExtras?: ReactNode | ((close: () => void) => ReactNode)
  /** The `LanguageSwitcher`, shown in the bar from tablet width and in the menu drawer on phones. */
  languageSwitcher?: ReactNode
  /** Account entry: a sign-in link or an account `Menu`; stays in the bar at every width. */
  account?: ReactNode
  /** The cart entry, usually a `Drawer` whose trigger is a `CartButton`. */
  cart?: ReactNode
  /**
   * Where a navigation too wide for the bar goes on a desktop (from 1024 px): `menu` (the
   * default), or `row`, a row of its own under the brand and the controls, so that a desktop
   * always shows it and only narrower screens use the menu.
   */
  wideNav?: 'menu' | 'row'
}

/**
 * The header of both apps: wordmark linking home, main navigation, language, account and cart.
 *
 * @remarks Sticky, translucent paper. The navigation stays inline while it fits (measured, in
 * either language and with any number of entries); otherwise, and always below 768 px, it moves
 * into a drawer opened by a "Menu" button, with `drawerExtras` under it (with `wideNav="row"`,
 * from 1024 px it takes a row of its own under the bar instead). The bar never scrolls
 * sideways: on a phone the brand shrinks and wraps so the controls keep their room. The header's
 * height is published as `--header-height` (toasts open below it). The home link is named by
 * the `home` message ("Home" / "Accueil").
 */
export function Header({
  brand = 'Comptoir',
  homeHref = '/',
  nav,
  drawerExtras,
  languageSwitcher,
  account,
  cart,
  wideNav = 'menu',
}: HeaderProps) {
  const { t } = useLingui()
  const home = t({ id: 'home', message: 'Home' })
  const [menuOpen, setMenuOpen] = useState(false)
  const close = useCallback(() => {
    setMenuOpen(false)
  }, [])
  const placement = useMemo<NavPlacement>(
    () => ({ orientation: 'vertical', onNavigate: close }),
    [close],
  )
  const header = useRef<HTMLElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const brandCell = useRef<HTMLDivElement>(null)
  const navContent = useRef<HTMLDivElement>(null)
  const actions = useRef<HTMLDivElement>(null)
  const hasMenu = nav != null || drawerExtras != null
  const mode = useNavMode(
    { bar, brand: brandCell, nav: navContent, actions },
    nav != null,
    wideNav === 'row',
  )
  usePublishedHeight(header)
  return (
    <header ref={header} className={styles.header}>
      <div ref={bar} className={styles.bar} data-nav={nav != null ? mode : undefined}>
        <div className={styles.start}>
          {hasMenu ? (
            <Drawer
              side="left"
              title={t`Menu`}
              isOpen={menuOpen}
              onOpenChange={setMenuOpen}
              trigger={
                <IconButton label={t`Open the menu`}>
                  <MenuIcon />
                </IconButton>
              }
            >
              <NavPlacementContext value={placement}>
                {nav != null ? <nav aria-label={t`Main`}>{nav}</nav> : null}
                {drawerExtras != null ? (
                  <div className={styles.drawerExtras}>
                    {typeof drawerExtras === 'function' ? drawerExtras(close) : drawerExtras}
                  </div>
                ) : null}
              </NavPlacementContext>
              {languageSwitcher != null ? (
                <div className={styles.drawerSwitcher}>{languageSwitcher}</div>
              ) : null}
            </Drawer>
          ) : null}
        </div>
        <div ref={brandCell} className={styles.brandCell}>
          <Link
            href={homeHref}
            variant="quiet"
            className={styles.brand}
            aria-label={`${brand}, ${home}`}
          >
            {brand}
          </Link>
        </div>
        {nav != null ? (
          <nav aria-label={t`Main`} className={styles.nav}>
            <div ref={navContent} className={styles.navContent}>
              {nav}
            </div>
          </nav>
        ) : null}
        <div ref={actions} className={styles.actions}>
          {languageSwitcher != null ? (
            <div className={cx(styles.switcher, !hasMenu && styles.always)}>{languageSwitcher}</div>
          ) : null}
          {account}
          {cart}
        </div>
      </div>
    </header>
  )
}
