import type { ReactNode } from 'react'

import styles from './footer.module.css'

/** Props of {@link Footer}. */
export interface FooterProps {
  brand?: string
  /** Columns of links, usually `FooterColumn`s. */
  children?: ReactNode
  /** Fine print at the bottom (legal line); defaults to "© year brand". */
  note?: ReactNode
  /** Extra control on the bottom line, such as the `LanguageSwitcher`. */
  end?: ReactNode
  /** Year of the default copyright line (defaults to the current year). */
  year?: number
}

/** The page footer: the wordmark, columns of links and a bottom line. */
export function Footer({
  brand = 'Comptoir',
  children,
  note,
  end,
  year = new Date().getFullYear(),
}: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>{brand}</div>
          {children}
        </div>
        <div className={styles.bottom}>
          <span>
            {note ?? (
              <>
                © {year} {brand}
              </>
            )}
          </span>
          {end}
        </div>
      </div>
    </footer>
  )
}

/** A titled column of footer links; pass `li` elements as children. */
export function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul>{children}</ul>
    </section>
  )
}
