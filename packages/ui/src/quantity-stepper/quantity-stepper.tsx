import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'

import { IconButton } from '../icon-button/icon-button'
import { cx } from '../internal/cx'
import { MinusIcon, PlusIcon } from '../internal/icons'
import { VisuallyHidden } from '../internal/visually-hidden'
import styles from './quantity-stepper.module.css'

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  value: number
  /** Receives a whole number already kept between `min` and `max`. */
  onChange: (value: number) => void
  min?: number
  max?: number
  /** Accessible name; defaults to "Quantity". Add the product name in lists: "Quantity, Linen shirt". */
  label?: string
  /** Shows the label above the control. */
  showLabel?: boolean
  name?: string
  isDisabled?: boolean
  className?: string
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}

/**
 * Chooses a quantity with − and + buttons or by typing; arrow keys step it too.
 *
 * @remarks The buttons are disabled at the bounds; a typed value outside them is brought back
 * within when the field loses focus.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  label,
  showLabel,
  name,
  isDisabled,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [draft, setDraft] = useState(String(value))
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setDraft(String(value))
  }
  const accessibleName = label ?? t`Quantity`
  const commit = (next: number) => {
    const bounded = clamp(Math.round(next), min, max)
    setDraft(String(bounded))
    if (bounded !== value) onChange(bounded)
  }
  return (
    <div className={cx(styles.stepper, className)}>
      {showLabel ? (
        <label className={styles.label} htmlFor={inputId}>
          {accessibleName}
        </label>
      ) : (
        <VisuallyHidden>
          <label htmlFor={inputId}>{accessibleName}</label>
        </VisuallyHidden>
      )}
      <div className={styles.group} role="group" aria-label={accessibleName}>
        <IconButton
          size="sm"
          label={t`Decrease quantity`}
          isDisabled={Boolean(isDisabled) || value <= min}
          onPress={() => {
            commit(value - 1)
          }}
        >
          <MinusIcon size={16} />
        </IconButton>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          name={name}
          min={min}
          max={max}
          step={1}
          value={draft}
          disabled={isDisabled}
          onChange={(event) => {
            setDraft(event.target.value)
            const typed = event.target.valueAsNumber
            if (Number.isInteger(typed) && typed >= min && typed <= max && typed !== value)
              onChange(typed)
          }}
          onBlur={() => {
            const typed = Number.parseInt(draft, 10)
            commit(Number.isNaN(typed) ? value : typed)
          }}
        />
        <IconButton
          size="sm"
          label={t`Increase quantity`}
          isDisabled={Boolean(isDisabled) || value >= max}
          onPress={() => {
            commit(value + 1)
          }}
        >
          <PlusIcon size={16} />
        </IconButton>
      </div>
    </div>
  )
}
