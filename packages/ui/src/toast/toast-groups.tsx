import type { SnackbarKey } from 'notistack'
import { useSyncExternalStore, type ReactNode } from 'react'

import { toastSettings } from './toast-settings'
import { dismissToast, enqueueToast } from './toast-store'

/** The variants a grouped toast can take. */
export type GroupedToastVariant = 'success' | 'info' | 'error'

interface ToastGroup {
  key: string
  count: number
  message: (count: number) => ReactNode
  timer: ReturnType<typeof setTimeout>
  listeners: Set<() => void>
}

const groups = new Map<string, ToastGroup>()
let serial = 0

/** The message of a group's toast, drawn again each time the group counts one more. */
function GroupMessage({ group }: { group: ToastGroup }) {
  const count = useSyncExternalStore(
    (listener) => {
      group.listeners.add(listener)
      return () => group.listeners.delete(listener)
    },
    () => group.count,
  )
  return group.message(count)
}

function forget(name: string, group: ToastGroup): void {
  if (groups.get(name) !== group) return
  clearTimeout(group.timer)
  groups.delete(name)
}

function hideLater(group: ToastGroup): ReturnType<typeof setTimeout> {
  return setTimeout(() => {
    dismissToast(group.key)
  }, toastSettings.autoHideDuration)
}

/**
 * Shows one toast for a group of events: the first call shows it, each later call while it is
 * on screen counts one more in the same toast (its message drawn again with the count) and keeps
 * it 5000 ms from then on. Once it has left (its time, its close button, a swipe), the next call
 * starts again at 1.
 *
 * @returns the key of the group's toast
 */
export function enqueueGroupedToast(
  name: string,
  message: (count: number) => ReactNode,
  variant: GroupedToastVariant,
): SnackbarKey {
  const shown = groups.get(name)
  if (shown) {
    shown.count += 1
    shown.message = message
    clearTimeout(shown.timer)
    shown.timer = hideLater(shown)
    for (const listener of shown.listeners) listener()
    return shown.key
  }
  serial += 1
  const group: ToastGroup = {
    key: `group:${name}:${String(serial)}`,
    count: 1,
    message,
    timer: setTimeout(() => undefined, 0),
    listeners: new Set(),
  }
  group.timer = hideLater(group)
  groups.set(name, group)
  return enqueueToast(<GroupMessage group={group} />, {
    variant,
    key: group.key,
    persist: true,
    onClose: () => {
      forget(name, group)
    },
    onExited: () => {
      forget(name, group)
    },
  })
}

/** Forgets every group (their toasts are gone): the next event of each starts a new toast. */
export function forgetToastGroups(): void {
  for (const [name, group] of groups) forget(name, group)
}
