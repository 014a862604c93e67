import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import { Footer } from '../footer/footer'
import { Header } from '../header/header'
import type { HeaderProps } from '../header/header'
import { cx } from '../internal/cx'
import styles from './layout.module.css'

/** Props of {@link Layout}: the header's slots, the footer and the page. */
export interface LayoutProps extends HeaderProps {
  /** The footer; defaults to a `Footer` with the brand. */
  footer?: ReactNode
  /** Lets the page span the whole width (hero images); otherwise it is centred and padded. */
  fullBleed?: boolean
  children: ReactNode
}

/**
 * The default layout of both apps: a "Skip to content" link, the {@link Header} with its slots
 * (`nav`, `drawerExtras`, `languageSwitcher`, `account`, `cart`), the page in `<main id="main">`,
 * and the footer. Nothing in it scrolls sideways, from 320 px up.
 */
export function Layout({ footer, fullBleed, children, ...header }: LayoutProps) {
  const { t } = useLingui()
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t`Skip to content`}
      </a>
      <Header {...header} />
      <main id="main" tabIndex={-1} className={cx(styles.main, fullBleed && styles.fullBleed)}>
        {children}
      </main>
      {footer ?? <Footer brand={header.brand} />}
    </div>
  )
}
