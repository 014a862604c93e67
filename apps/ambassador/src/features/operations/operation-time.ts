import type { BadgeTone } from '@comptoir/ui/badge'
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The states of an operation, as the API names them. */
export type OperationState = 'DRAFT' | 'SCHEDULED' | 'LIVE' | 'ENDED'

const stateNames = {
  DRAFT: msg`Draft`,
  SCHEDULED: msg`Scheduled`,
  LIVE: msg`Live`,
  ENDED: msg`Ended`,
} as const

const stateTones: Record<OperationState, BadgeTone> = {
  DRAFT: 'neutral',
  SCHEDULED: 'info',
  LIVE: 'success',
  ENDED: 'warning',
}

/** The chip of a state: its name in the active language and its colour. */
export function stateChip(state: OperationState, i18n: I18n): { label: string; tone: BadgeTone } {
  return { label: i18n._(stateNames[state]), tone: stateTones[state] }
}

/** Days, hours, minutes and seconds left until `target` (all zero once it has passed). */
export interface TimeLeft {
  days: number
  hours: number
  minutes: number
  seconds: number
  done: boolean
}

/** Splits the time from `now` to `target` into days, hours, minutes and seconds. */
export function timeLeft(target: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  }
}

/** What the countdown counts to: the start of a scheduled operation, the end of a live one. */
export function countdownTarget(
  state: OperationState,
  startsAt: string,
  endsAt: string,
): { kind: 'start' | 'end'; at: Date } | null {
  if (state === 'SCHEDULED') return { kind: 'start', at: new Date(startsAt) }
  if (state === 'LIVE') return { kind: 'end', at: new Date(endsAt) }
  return null
}

/** `2026-11-24T09:30:00.000Z` → the `datetime-local` value of that instant in the browser's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` value (the browser's zone) → the ISO instant the API takes. */
export function fromLocalInput(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}
