import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import { timeLeft, type TimeLeft } from './operation-time'
import styles from './operation-room.module.css'

function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(new Date())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [])
  return now
}

/**
 * One line with the time left to a start or an end, ticking every second. Screen readers hear it
 * at most once a minute (the live text only changes with the minutes).
 */
export function Countdown({ target, kind }: { target: Date; kind: 'start' | 'end' }) {
  const { t } = useLingui()
  const format = ({ days, hours, minutes, seconds }: TimeLeft): string => {
    if (days > 0) return t`${days} d ${hours} h ${minutes} min`
    if (hours > 0) return t`${hours} h ${minutes} min ${seconds} s`
    return t`${minutes} min ${seconds} s`
  }
  const left = timeLeft(target, useNow())
  const spoken = { ...left, seconds: 0 }
  const label = kind === 'start' ? t`Starts in` : t`Ends in`
  return (
    <p className={styles.countdown}>
      <span className={styles.countdownLabel}>{label}</span>
      <span className={styles.countdownValue} aria-hidden="true">
        {left.done ? t`Now` : format(left)}
      </span>
      <span aria-live="polite" className={styles.spoken}>
        {left.done ? t`Now` : `${label} ${format(spoken)}`}
      </span>
    </p>
  )
}
