import { Overlay } from '../internal/overlay'
import type { OverlayProps } from '../internal/overlay'
import styles from './dialog.module.css'

/** Props of {@link Dialog}. */
export type DialogProps = OverlayProps

/**
 * A centred modal dialog with a title, a close button and optional footer actions.
 *
 * @remarks Focus is trapped inside while it is open and returns to the trigger afterwards;
 * use `role="alertdialog"` with `isDismissable={false}` for confirmations that need an answer.
 */
export function Dialog(props: DialogProps) {
  return (
    <Overlay
      {...props}
      classes={{
        overlay: styles.overlay,
        modal: styles.modal,
        dialog: styles.dialog,
        header: styles.header,
        title: styles.title,
        body: styles.body,
        footer: styles.footer,
      }}
    />
  )
}
