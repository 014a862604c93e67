import { cloneElement, useCallback, useId, useMemo, useState } from 'react'
import type { KeyboardEvent, MouseEvent, ReactElement, RefObject } from 'react'

/** Open state of an overlay, controlled (`isOpen` + `onOpenChange`) or not (`defaultOpen`). */
export interface OpenStateProps {
  isOpen?: boolean | undefined
  defaultOpen?: boolean | undefined
  onOpenChange?: ((isOpen: boolean) => void) | undefined
}

/** What {@link useOpenState} gives its overlay. */
export interface OpenState {
  isOpen: boolean
  /** True once the overlay has been open: its code is loaded from then on. */
  wasOpened: boolean
  setOpen: (isOpen: boolean) => void
}

/**
 * The open state of an overlay, controlled or not, and whether it was ever opened, so its
 * panel (and the interaction library behind it) is loaded on the first opening only.
 *
 * @param props - `isOpen`, `defaultOpen`, `onOpenChange` as given to the overlay
 * @returns the state and its setter
 */
export function useOpenState(props: OpenStateProps): OpenState {
  const [ownOpen, setOwnOpen] = useState(props.defaultOpen ?? false)
  const isOpen = props.isOpen ?? ownOpen
  const [wasOpened, setWasOpened] = useState(isOpen)
  if (isOpen && !wasOpened) setWasOpened(true)
  const { onOpenChange } = props
  const setOpen = useCallback(
    (next: boolean) => {
      setOwnOpen(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  return { isOpen, wasOpened, setOpen }
}

/** Props given to a trigger element by {@link useTrigger}. */
interface TriggerProps {
  id?: string
  ref?: (node: HTMLButtonElement | null) => void
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/**
 * Wires a trigger element (a `Button` or `IconButton` of this package) to an overlay: a press
 * opens it, `aria-expanded` and `aria-haspopup` tell its state, and the returned ref lets the
 * overlay anchor to it and give focus back to it.
 *
 * @param trigger - the element that opens the overlay
 * @param state - the overlay's open state
 * @param popup - what the trigger opens, for `aria-haspopup`
 * @param onKeyDown - extra keys, e.g. Arrow Down opening a menu
 * @returns the wired trigger, a ref to its element and its id (to name the overlay by it)
 */
export function useTrigger(
  trigger: ReactElement | undefined,
  state: OpenState,
  popup: 'dialog' | 'menu',
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void,
): {
  element: ReactElement | null
  ref: RefObject<HTMLButtonElement | null>
  id: string
} {
  const [node, setNode] = useState<HTMLButtonElement | null>(null)
  const ref = useMemo(() => ({ current: node }), [node])
  const generatedId = useId()
  const own = (trigger?.props ?? {}) as TriggerProps
  const id = own.id ?? generatedId
  if (!trigger) return { element: null, ref, id }
  const element = cloneElement(trigger, {
    id,
    ref: setNode,
    'aria-expanded': state.isOpen,
    'aria-haspopup': popup,
    onPress: (event: MouseEvent<HTMLButtonElement>) => {
      own.onPress?.(event)
      state.setOpen(!state.isOpen)
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      own.onKeyDown?.(event)
      onKeyDown?.(event)
    },
  } as TriggerProps)
  return { element, ref, id }
}
