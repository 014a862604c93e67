import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'

import { cx } from '../internal/cx'
import {
  FieldAlert,
  FieldDescription,
  FieldFrame,
  FieldLabel,
  fieldStyles,
  useFieldIds,
} from '../internal/field'
import type { FieldBaseProps } from '../internal/field'
import { ChevronDownIcon } from '../internal/icons'
import styles from './select.module.css'

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

/** Props of {@link Select}. */
export interface SelectProps
  extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  options: readonly SelectOption[]
  /** First, empty choice shown while nothing is selected (e.g. "Choose a size"). */
  placeholder?: string
  required?: boolean
  ref?: Ref<HTMLSelectElement>
  className?: string
  children?: ReactNode
}

/**
 * A labelled drop-down list with its inline validation alert.
 *
 * @remarks
 * Built on the native `<select>`: the phone's own picker on touch screens, full keyboard
 * support, and the same `name`/`value`/`onChange`/`onBlur` contract as a text field, so form
 * libraries bind to it unchanged. With `error` it is `aria-invalid` and describes itself by the
 * `role="alert"` message.
 */
export function Select({
  label,
  description,
  error,
  hideLabel,
  required,
  options,
  placeholder,
  className,
  id,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, hasDescription: description != null, error, describedBy })
  return (
    <FieldFrame className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.wrapper}>
        <select
          {...selectProps}
          id={ids.controlId}
          aria-required={required ? true : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cx(fieldStyles.control, styles.select)}
        >
          {placeholder != null ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} size={18} />
      </div>
      <FieldAlert id={ids.errorId} message={error} />
    </FieldFrame>
  )
}
