import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react'

import { cx } from '../internal/cx'
import { FieldAlert, FieldDescription, FieldLabel, useFieldIds } from '../internal/field'
import styles from './radio.module.css'

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Name shared by the radios, submitted with the form. */
  name: string
  /** The question the group answers, shown as its legend. */
  label: ReactNode
  options: readonly RadioOption[]
  /** Value of the checked radio (controlled). */
  value?: string
  /** Value checked at first (uncontrolled). */
  defaultValue?: string
  /** Receives the change event of the radio that was checked (`event.target.value`). */
  onChange?: ChangeEventHandler<HTMLInputElement>
  onBlur?: FocusEventHandler<HTMLInputElement>
  description?: ReactNode
  /** Validation message, announced and linked to the group. */
  error?: string | undefined
  required?: boolean
  orientation?: 'vertical' | 'horizontal'
  id?: string
  className?: string
}

/**
 * A group of radio buttons with a legend and the inline validation alert.
 *
 * @remarks
 * A `fieldset` with the `radiogroup` role: arrow keys move between choices, the group carries
 * `aria-invalid` and `aria-describedby` (hint, then the `role="alert"` message). Each radio fires
 * a native change event, so Formik's `handleChange`/`handleBlur` can be passed as they are.
 */
export function RadioGroup({
  name,
  label,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  error,
  required,
  orientation = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds({ id, hasDescription: description != null, error })
  return (
    <fieldset
      role="radiogroup"
      id={ids.controlId}
      aria-labelledby={ids.labelId}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid || undefined}
      aria-required={required ? true : undefined}
      className={cx(styles.group, className)}
    >
      <FieldLabel as="legend" id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={cx(styles.options, orientation === 'horizontal' && styles.horizontal)}>
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={optionId}
                className={styles.input}
                type="radio"
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={
                  option.description != null ? `${optionId}-description` : undefined
                }
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={onChange}
                onBlur={onBlur}
              />
              <span className={styles.text}>
                <label htmlFor={optionId} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.description != null ? (
                  <span id={`${optionId}-description`} className={styles.hint}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </div>
          )
        })}
      </div>
      <FieldAlert id={ids.errorId} message={error} />
    </fieldset>
  )
}
