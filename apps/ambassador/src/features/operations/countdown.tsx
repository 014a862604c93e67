import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

import styles from '../pages/pages.module.css'
import { timeLeft, type TimeLeft } from './operation-time'

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
 * The time left to a start or an end, ticking every second. Screen readers hear it at most once a
 * minute (the live text only changes with the minutes).
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
  return (
    <div className={styles.card}>
      <p className={styles.muted}>{kind === 'start' ? t`Starts in` : t`Ends in`}</p>
      <p className={styles.title} aria-hidden="true" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {left.done ? t`Now` : format(left)}
      </p>
      <p
        aria-live="polite"
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {left.done ? t`Now` : `${kind === 'start' ? t`Starts in` : t`Ends in`} ${format(spoken)}`}
      </p>
    </div>
  )
}
