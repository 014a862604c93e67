import { lazy, Suspense, useState } from 'react'
import type { ReactElement } from 'react'

import { useOpenState, useTrigger } from '../internal/use-open-state'

const MenuPopover = lazy(() => import('./menu-popover'))

/** One entry of a {@link Menu}; `separator: true` draws a line before it. */
export interface MenuEntry {
  id: string
  label: string
  /** Makes the entry a link (native navigation); otherwise it reports its `id` to `onAction`. */
  href?: string
  danger?: boolean
  disabled?: boolean
  separator?: boolean
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button that opens the menu (a `Button` or `IconButton` of this package). */
  trigger: ReactElement
  items: readonly MenuEntry[]
  /** Called with the `id` of the chosen entry. */
  onAction?: (id: string) => void
  placement?: 'bottom start' | 'bottom end'
}

/**
 * A menu of actions opened from a button: the account menu (orders, settings, sign out).
 *
 * @remarks The list is named by its button. Enter, Space or Arrow Down open it (Arrow Up on
 * the last entry); arrows move, letters jump, Escape closes and returns focus to the button.
 * The list and its accessibility primitives load on the first opening.
 */
export function Menu({ trigger, ...props }: MenuProps) {
  const state = useOpenState({})
  const [autoFocus, setAutoFocus] = useState<'first' | 'last'>('first')
  const { element, ref, id } = useTrigger(trigger, state, 'menu', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setAutoFocus(event.key === 'ArrowUp' ? 'last' : 'first')
    state.setOpen(true)
  })
  return (
    <>
      {element}
      {state.wasOpened ? (
        <Suspense fallback={null}>
          <MenuPopover
            {...props}
            triggerRef={ref}
            triggerId={id}
            isOpen={state.isOpen}
            autoFocus={autoFocus}
            onClose={(restoreFocus) => {
              state.setOpen(false)
              setAutoFocus('first')
              if (restoreFocus) ref.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
