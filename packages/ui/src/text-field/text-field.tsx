import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

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

/** Props of {@link TextField}: a label, an optional hint and error, and every `<input>` prop. */
export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  /** Marks the field as required for assistive technology and shows a discreet "required" mark. */
  required?: boolean
  /** Element placed inside the control, after the input (a button, a unit). */
  endAdornment?: ReactNode
  ref?: Ref<HTMLInputElement>
  /** Class of the field's wrapper. */
  className?: string
}

/**
 * A labelled text input with its inline validation alert.
 *
 * @remarks
 * With `error`, the input gets `aria-invalid="true"` and an `aria-describedby` pointing at a
 * `role="alert"` message right under it. The props of a form library (`name`, `value`,
 * `onChange`, `onBlur`) pass straight to the `<input>`, so Formik's `getFieldProps` can be spread.
 * `required` sets `aria-required` rather than the native attribute, so the form's own rules speak.
 */
export function TextField({
  label,
  description,
  error,
  hideLabel,
  required,
  endAdornment,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hasDescription: description != null, error, describedBy })
  const input = (
    <input
      {...inputProps}
      id={ids.controlId}
      type={type}
      aria-required={required ? true : undefined}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      className={cx(fieldStyles.control, inputProps.readOnly && fieldStyles.readOnly)}
    />
  )
  return (
    <FieldFrame className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      {endAdornment ? (
        <div className={fieldStyles.adorned}>
          {input}
          {endAdornment}
        </div>
      ) : (
        input
      )}
      <FieldAlert id={ids.errorId} message={error} />
    </FieldFrame>
  )
}
