import { cx } from '../internal/cx'
import { Overlay } from '../internal/overlay'
import type { OverlayProps } from '../internal/overlay'
import styles from './drawer.module.css'

/** Props of {@link Drawer}. */
export interface DrawerProps extends OverlayProps {
  /** Edge the panel slides from; the cart uses `right`, navigation `left`. */
  side?: 'left' | 'right'
}

/**
 * A panel sliding from the side of the screen, modal: the cart drawer, the mobile navigation.
 *
 * @remarks
 * Focus moves into the panel and is trapped there until it closes (close button, Escape, click
 * on the backdrop); it then returns to the element that opened it. Open it with `trigger`, or
 * control it with `isOpen` / `onOpenChange`. `footer` stays visible while the body scrolls.
 */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return (
    <Overlay
      {...props}
      classes={{
        overlay: styles.overlay,
        modal: cx(styles.drawer, styles[side]),
        dialog: styles.dialog,
        header: styles.header,
        title: styles.title,
        body: styles.body,
        footer: styles.footer,
      }}
    />
  )
}
