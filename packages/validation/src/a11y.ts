/**
 * Accessibility wiring between an input and its inline error alert, free of any UI library so
 * the design system and plain markup use the same ids and attributes.
 */

/** Attributes of an input that may show an error. */
export interface InputA11yProps {
  /** The input's id (a `<label htmlFor>` points at it). */
  readonly id: string
  /** `true` while the field has an error. */
  readonly 'aria-invalid': boolean
  /** The alert's id while the field has an error, so the message is read with the input. */
  readonly 'aria-describedby'?: string
}

/** Attributes of the inline alert that shows a field's error. */
export interface AlertA11yProps {
  /** Referenced by the input's `aria-describedby`. */
  readonly id: string
  /** Announced as soon as it appears. */
  readonly role: 'alert'
}

/** The id of the alert tied to the input `inputId`. */
export function alertIdFor(inputId: string): string {
  return `${inputId}-error`
}

/**
 * Wires an input to its inline alert: the input is `aria-invalid` and described by the alert
 * while there is an error; the alert has `role="alert"` and the id the input points at.
 * Render the alert only while there is an error.
 *
 * @param inputId the input's id
 * @param error the field's current error message, if any
 */
export function fieldA11y(
  inputId: string,
  error: string | undefined,
): { readonly input: InputA11yProps; readonly alert: AlertA11yProps } {
  const alertId = alertIdFor(inputId)
  const invalid = error !== undefined && error !== ''
  return {
    input: invalid
      ? { id: inputId, 'aria-invalid': true, 'aria-describedby': alertId }
      : { id: inputId, 'aria-invalid': false },
    alert: { id: alertId, role: 'alert' },
  }
}
