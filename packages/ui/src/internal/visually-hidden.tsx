import type { HTMLAttributes } from 'react'

import styles from './visually-hidden.module.css'

/** Text read by assistive technology but not shown on screen. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={styles.hidden} />
}
