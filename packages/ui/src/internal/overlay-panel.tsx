import { useLingui } from '@lingui/react/macro'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { IconButton } from '../icon-button/icon-button'
import { AriaLocale } from './aria-locale'
import { CloseIcon } from './icons'
import type { OverlayClasses, OverlayProps } from './overlay'

/** Props of {@link OverlayPanel}: the overlay's props with its classes and controlled state. */
export interface OverlayPanelProps extends Omit<OverlayProps, 'trigger' | 'defaultOpen'> {
  classes: OverlayClasses
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * The open overlay: backdrop, modal panel and dialog with its title, close button, body and
 * footer. Loaded on the first opening, with the accessibility primitives it needs.
 */
export default function OverlayPanel({ classes, ...props }: OverlayPanelProps) {
  const { t } = useLingui()
  const render = (content: OverlayProps['children'], close: () => void) =>
    typeof content === 'function' ? content(close) : content
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={props.isOpen}
        onOpenChange={props.onOpenChange}
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
    </AriaLocale>
  )
}
