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
import { useShownLabel } from './use-shown-label'

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

/** The label a select shows before it is in the page: the one its value names, or the browser's pick. */
function initialLabel({
  options,
  placeholder,
  required,
  value,
  defaultValue,
}: Pick<SelectProps, 'options' | 'placeholder' | 'required' | 'value' | 'defaultValue'>): string {
  const chosen = value ?? defaultValue
  if (chosen != null && !Array.isArray(chosen)) {
    const wanted = String(chosen)
    if (wanted === '' && placeholder != null) return placeholder
    return options.find((option) => option.value === wanted)?.label ?? ''
  }
  if (placeholder != null && !required) return placeholder
  return options.find((option) => !option.disabled)?.label ?? placeholder ?? ''
}

/**
 * A labelled drop-down list with its inline validation alert.
 *
 * @remarks
 * Built on the native `<select>`: the phone's own picker on touch screens, full keyboard
 * support, and the same `name`/`value`/`onChange`/`onBlur` contract as a text field, so form
 * libraries bind to it unchanged. With `error` it is `aria-invalid` and describes itself by the
 * `role="alert"` message. The chosen label is drawn as text under the (transparent) native
 * control, so a long label wraps onto a second line instead of being cut, and the field never
 * widens to its longest option: it fits a 320 px screen or a narrow sidebar.
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
  ref,
  onChange,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, hasDescription: description != null, error, describedBy })
  const {
    attach,
    label: shownLabel,
    update: showChoice,
  } = useShownLabel(
    initialLabel({
      options,
      placeholder,
      required,
      value: selectProps.value,
      defaultValue: selectProps.defaultValue,
    }),
    ref,
  )
  return (
    <FieldFrame className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <div className={styles.wrapper}>
        <select
          {...selectProps}
          ref={attach}
          id={ids.controlId}
          aria-required={required ? true : undefined}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.select}
          onChange={(event) => {
            showChoice(event.currentTarget)
            onChange?.(event)
          }}
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
        <span className={cx(fieldStyles.control, styles.shown)} aria-hidden="true" data-shown-label>
          {shownLabel}
        </span>
        <ChevronDownIcon className={styles.chevron} size={18} />
      </div>
      <FieldAlert id={ids.errorId} message={error} />
    </FieldFrame>
  )
}
