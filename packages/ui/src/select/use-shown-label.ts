import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import type { Ref, RefCallback } from 'react'

/** The text of the option a `<select>` shows now. */
function selectedText(select: HTMLSelectElement): string {
  return select.options[select.selectedIndex]?.text ?? ''
}

/** Gives an element to a ref the caller passed, callback or object. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/** What {@link useShownLabel} gives the select: a ref to attach and the text to draw. */
export interface ShownLabel {
  attach: RefCallback<HTMLSelectElement>
  label: string
  /** Call on every change: an uncontrolled select re-renders with its new label. */
  update: (select: HTMLSelectElement) => void
}

/**
 * The label of the chosen option, kept in step with the `<select>` whatever drives it (its
 * `value`, a choice, a form reset), so it can be drawn as text that wraps instead of being cut.
 *
 * @param initial - the label to draw before the element exists (server render, first paint)
 * @param forwarded - the caller's own ref to the select
 */
export function useShownLabel(
  initial: string,
  forwarded: Ref<HTMLSelectElement> | undefined,
): ShownLabel {
  const element = useRef<HTMLSelectElement | null>(null)
  const [read, setRead] = useState<string | null>(null)
  const update = useCallback((select: HTMLSelectElement) => {
    setRead(selectedText(select))
  }, [])
  // After every render: a new `value` or new options change what the select shows.
  useLayoutEffect(() => {
    if (element.current) update(element.current)
  })
  const attach = useCallback(
    (select: HTMLSelectElement | null) => {
      element.current = select
      assignRef(forwarded, select)
      const form = select?.form
      if (!select || !form) return
      const onReset = () => {
        // The reset event comes before the form resets its fields.
        queueMicrotask(() => {
          update(select)
        })
      }
      form.addEventListener('reset', onReset)
      return () => {
        form.removeEventListener('reset', onReset)
        element.current = null
        assignRef(forwarded, null)
      }
    },
    [forwarded, update],
  )
  return { attach, label: read ?? initial, update }
}
