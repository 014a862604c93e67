import { useLingui } from '@lingui/react/macro'
import type { ReactElement, ReactNode } from 'react'
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { IconButton } from '../icon-button/icon-button'
import { AriaLocale } from './aria-locale'
import { CloseIcon } from './icons'

/** Props shared by the modal overlays (dialog and drawer). */
export interface OverlayProps {
  /** Heading of the overlay; it names the dialog for assistive technology. */
  title: ReactNode
  /** Element that opens the overlay when pressed (a `Button` or `IconButton` of this package). */
  trigger?: ReactElement
  /** Controlled open state. */
  isOpen?: boolean
  defaultOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  /** Closes on a click outside and on Escape (Escape always closes). Defaults to `true`. */
  isDismissable?: boolean
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode)
  /** Content pinned under the scrolling body (totals, buttons). */
  footer?: ReactNode | ((close: () => void) => ReactNode)
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog'
}

/** Class names an overlay variant gives to each of its parts. */
export interface OverlayClasses {
  overlay: string | undefined
  modal: string | undefined
  dialog: string | undefined
  header: string | undefined
  title: string | undefined
  body: string | undefined
  footer: string | undefined
}

/**
 * A modal overlay: focus moves in and stays in (Tab cycles inside), Escape closes it, focus
 * returns to the trigger, the page behind is hidden from assistive technology and does not scroll.
 */
export function Overlay({ classes, ...props }: OverlayProps & { classes: OverlayClasses }) {
  const { t } = useLingui()
  const state = {
    ...(props.isOpen !== undefined && { isOpen: props.isOpen }),
    ...(props.defaultOpen !== undefined && { defaultOpen: props.defaultOpen }),
    ...(props.onOpenChange !== undefined && { onOpenChange: props.onOpenChange }),
  }
  const render = (content: OverlayProps['children'], close: () => void) =>
    typeof content === 'function' ? content(close) : content
  const panel = (
    <ModalOverlay
      {...(props.trigger ? {} : state)}
      isDismissable={props.isDismissable ?? true}
      className={classes.overlay}
    >
      <Modal className={classes.modal}>
        <Dialog className={classes.dialog} role={props.role ?? 'dialog'}>
          {({ close }) => (
            <>
              <div className={classes.header}>
                <Heading slot="title" className={classes.title}>
                  {props.title}
                </Heading>
                <IconButton label={t`Close`} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={classes.body}>{render(props.children, close)}</div>
              {props.footer != null ? (
                <div className={classes.footer}>{render(props.footer, close)}</div>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
  return (
    <AriaLocale>
      {props.trigger ? (
        <DialogTrigger {...state}>
          {props.trigger}
          {panel}
        </DialogTrigger>
      ) : (
        panel
      )}
    </AriaLocale>
  )
}
