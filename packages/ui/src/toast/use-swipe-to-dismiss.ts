import { useRef, useState } from 'react'
import type { CSSProperties, PointerEvent } from 'react'

/** Share of its width a toast must be dragged sideways, strictly, to be dismissed. */
export const dismissThreshold = 0.6

interface DragStart {
  pointerId: number
  x: number
  width: number
}

/** What a swipeable element spreads: its pointer handlers and the style following the finger. */
export interface SwipeBindings {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void
  onPointerMove: (event: PointerEvent<HTMLElement>) => void
  onPointerUp: (event: PointerEvent<HTMLElement>) => void
  onPointerCancel: () => void
  style: CSSProperties
  'data-dragging'?: true
}

function startsOnControl(event: PointerEvent<HTMLElement>): boolean {
  return event.target instanceof Element && event.target.closest('button, a, input') !== null
}

/**
 * Lets an element be swiped sideways with a mouse, a pen or a finger (pointer events).
 * Released past `threshold` of its width it flies out and `onDismiss` runs; otherwise it
 * snaps back into place.
 *
 * @param onDismiss - called once the element is swiped far enough
 * @param threshold - share of the element's width to pass, 0.6 by default
 */
export function useSwipeToDismiss(
  onDismiss: () => void,
  threshold = dismissThreshold,
): SwipeBindings {
  const start = useRef<DragStart | null>(null)
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const [width, setWidth] = useState(0)

  const release = (event: PointerEvent<HTMLElement>) => {
    const drag = start.current
    if (drag?.pointerId !== event.pointerId) return
    start.current = null
    setDragging(false)
    const distance = event.clientX - drag.x
    if (drag.width > 0 && Math.abs(distance) > threshold * drag.width) {
      setOffset(Math.sign(distance) * drag.width * 1.1)
      onDismiss()
    } else {
      setOffset(0)
    }
  }

  return {
    onPointerDown: (event) => {
      if ((event.pointerType === 'mouse' && event.button !== 0) || startsOnControl(event)) return
      const measured = event.currentTarget.getBoundingClientRect().width
      start.current = { pointerId: event.pointerId, x: event.clientX, width: measured }
      setWidth(measured)
      setDragging(true)
      try {
        event.currentTarget.setPointerCapture(event.pointerId)
      } catch {
        // Synthetic pointers (tests, scripted drags) cannot be captured; the drag still works.
      }
    },
    onPointerMove: (event) => {
      const drag = start.current
      if (drag?.pointerId === event.pointerId) setOffset(event.clientX - drag.x)
    },
    onPointerUp: release,
    onPointerCancel: () => {
      start.current = null
      setDragging(false)
      setOffset(0)
    },
    style: {
      transform: `translateX(${offset}px)`,
      opacity: width > 0 ? Math.max(0.2, 1 - Math.abs(offset) / width) : 1,
      transition: dragging ? 'none' : undefined,
    },
    ...(dragging && { 'data-dragging': true as const }),
  }
}
