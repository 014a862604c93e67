import { setupI18n } from '@lingui/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  countdownTarget,
  nextStateChange,
  stateAt,
  fromLocalInput,
  type OperationState,
  stateChip,
  timeLeft,
  toLocalInput,
} from './operation-time'

describe('timeLeft', () => {
  it('splits the time to a target into days, hours, minutes and seconds', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    expect(timeLeft(new Date('2026-11-26T13:04:05Z'), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    })
  })

  it('stops at zero once the target has passed', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    expect(timeLeft(new Date('2026-11-24T09:00:00Z'), now)).toMatchObject({
      days: 0,
      seconds: 0,
      done: true,
    })
  })

  describe('as the clock moves', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('counts down one second per second', () => {
      const end = new Date('2026-11-24T10:01:00Z')
      expect(timeLeft(end, new Date()).seconds + timeLeft(end, new Date()).minutes * 60).toBe(60)
      vi.advanceTimersByTime(15_000)
      expect(timeLeft(end, new Date())).toMatchObject({ minutes: 0, seconds: 45 })
    })
  })
})

describe('countdownTarget', () => {
  it('counts to the start of a scheduled operation and to the end of a live one', () => {
    const startsAt = '2026-12-01T09:00:00Z'
    const endsAt = '2026-12-05T18:00:00Z'
    expect(countdownTarget('SCHEDULED', startsAt, endsAt)).toEqual({
      kind: 'start',
      at: new Date(startsAt),
    })
    expect(countdownTarget('LIVE', startsAt, endsAt)).toEqual({ kind: 'end', at: new Date(endsAt) })
    expect(countdownTarget('DRAFT', startsAt, endsAt)).toBeNull()
    expect(countdownTarget('ENDED', startsAt, endsAt)).toBeNull()
  })
})

describe('stateChip', () => {
  it('names each state with its own colour', () => {
    const states: OperationState[] = ['DRAFT', 'SCHEDULED', 'LIVE', 'ENDED']
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    expect(stateChip('LIVE', i18n).tone).toBe('success')
    expect(stateChip('DRAFT', i18n).tone).toBe('neutral')
    expect(new Set(states.map((state) => stateChip(state, i18n).tone)).size).toBe(4)
  })
})

describe('datetime-local values', () => {
  it('go to the ISO instant and back in the browser’s zone', () => {
    const iso = '2026-12-01T09:30:00.000Z'
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso)
  })

  it('leave a value that is not a date to the validation', () => {
    expect(fromLocalInput('tomorrow')).toBe('tomorrow')
  })
})

describe('stateAt and nextStateChange', () => {
  const operation = {
    state: 'SCHEDULED' as const,
    startsAt: '2026-12-01T09:00:00.000Z',
    endsAt: '2026-12-05T18:00:00.000Z',
    closedAt: null,
  }

  it('follow the dates of a published operation: scheduled, live from its start, ended at its end', () => {
    expect(stateAt(operation, new Date('2026-12-01T08:59:59.999Z'))).toBe('SCHEDULED')
    expect(stateAt(operation, new Date('2026-12-01T09:00:00.000Z'))).toBe('LIVE')
    expect(stateAt(operation, new Date('2026-12-05T18:00:00.000Z'))).toBe('ENDED')
    expect(nextStateChange(operation, new Date('2026-11-30T00:00:00Z'))).toEqual(
      new Date(operation.startsAt),
    )
    expect(nextStateChange(operation, new Date('2026-12-02T00:00:00Z'))).toEqual(
      new Date(operation.endsAt),
    )
    expect(nextStateChange(operation, new Date('2026-12-06T00:00:00Z'))).toBeNull()
  })

  it('end an operation closed early at its close, and leave drafts and ended ones as they are', () => {
    const closed = { ...operation, state: 'LIVE' as const, closedAt: '2026-12-03T12:00:00.000Z' }
    expect(stateAt(closed, new Date('2026-12-03T12:00:00.000Z'))).toBe('ENDED')
    expect(nextStateChange(closed, new Date('2026-12-02T00:00:00Z'))).toEqual(
      new Date(closed.closedAt),
    )
    const draft = { ...operation, state: 'DRAFT' as const }
    expect(stateAt(draft, new Date('2026-12-02T00:00:00Z'))).toBe('DRAFT')
    expect(nextStateChange(draft, new Date('2026-11-30T00:00:00Z'))).toBeNull()
    const ended = { ...operation, state: 'ENDED' as const }
    expect(stateAt(ended, new Date('2026-11-30T00:00:00Z'))).toBe('ENDED')
  })
})
