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

/** What the portal knows of an operation's timing: the server's state and the dates. */
export interface OperationTiming {
  state: OperationState
  startsAt: string
  endsAt: string
  closedAt?: string | null
}

/**
 * The state of a published operation at `now`, from its dates (the server's rule): SCHEDULED
 * before its start, LIVE until its end or early close, ENDED after. A draft stays a draft and an
 * ended operation stays ended, whatever the clock says.
 */
export function stateAt(operation: OperationTiming, now: Date): OperationState {
  if (operation.state === 'DRAFT' || operation.state === 'ENDED') return operation.state
  const time = now.getTime()
  const closed = operation.closedAt ? Date.parse(operation.closedAt) : Number.POSITIVE_INFINITY
  if (Math.min(closed, Date.parse(operation.endsAt)) <= time) return 'ENDED'
  return Date.parse(operation.startsAt) > time ? 'SCHEDULED' : 'LIVE'
}

/** The next instant after `now` at which {@link stateAt} changes, or null when it never will. */
export function nextStateChange(operation: OperationTiming, now: Date): Date | null {
  if (operation.state === 'DRAFT' || operation.state === 'ENDED') return null
  const instants = [operation.startsAt, operation.endsAt, operation.closedAt]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => Date.parse(value))
    .filter((time) => time > now.getTime())
  return instants.length === 0 ? null : new Date(Math.min(...instants))
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
