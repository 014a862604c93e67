import { lazy, Suspense } from 'react'
import type { ReactElement, ReactNode } from 'react'

import { useOpenState, useTrigger } from './use-open-state'

const OverlayPanel = lazy(() => import('./overlay-panel'))

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
 *
 * @remarks The trigger is a plain button; the panel and its accessibility primitives load on
 * the first opening, so a page pays for them only when a visitor opens an overlay.
 */
export function Overlay({
  classes,
  trigger,
  ...props
}: OverlayProps & { classes: OverlayClasses }) {
  const state = useOpenState(props)
  const { element } = useTrigger(trigger, state, 'dialog')
  return (
    <>
      {element}
      {state.wasOpened ? (
        <Suspense fallback={null}>
          <OverlayPanel
            {...props}
            classes={classes}
            isOpen={state.isOpen}
            onOpenChange={state.setOpen}
          />
        </Suspense>
      ) : null}
    </>
  )
}
