import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

import { cx } from '../internal/cx'
import { FieldAlert, useFieldIds } from '../internal/field'
import { CheckIcon } from '../internal/icons'
import styles from './checkbox.module.css'

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  /** Text next to the box; clicking it toggles the box. */
  label: ReactNode
  /** Hint under the label. */
  description?: ReactNode
  /** Validation message (e.g. terms not accepted), announced and linked to the box. */
  error?: string | undefined
  required?: boolean
  ref?: Ref<HTMLInputElement>
  className?: string
}

/**
 * A checkbox with its label and inline validation alert.
 *
 * @remarks The native input stays in the page (styled with `appearance: none`), so keyboard,
 * forms and Formik's `getFieldProps(name, { type: 'checkbox' })` behave as usual.
 */
export function Checkbox({
  label,
  description,
  error,
  required,
  className,
  id,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, hasDescription: description != null, error, describedBy })
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <span className={styles.box}>
          <input
            {...inputProps}
            id={ids.controlId}
            type="checkbox"
            aria-required={required ? true : undefined}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            className={styles.input}
          />
          <CheckIcon className={styles.tick} size={16} strokeWidth={2.5} />
        </span>
        <span className={styles.text}>{label}</span>
      </label>
      {description != null ? (
        <span id={ids.descriptionId} className={styles.hint}>
          {description}
        </span>
      ) : null}
      <FieldAlert id={ids.errorId} message={error} />
    </div>
  )
}
