import type { AlertA11yProps } from '../a11y'

/** Props of {@link FieldAlert}: the alert wiring plus the message to show. */
export interface FieldAlertProps extends AlertA11yProps {
  /** The field's error; nothing is rendered without one. */
  readonly message: string | undefined
  /** Styling hook for the design system. */
  readonly className?: string
}

/**
 * A minimal, unstyled inline error: `<p role="alert" id>` holding the message, rendered only
 * while there is one. The design system's styled alert takes the same props.
 *
 * @example <FieldAlert {...form.alertProps('email')} message={form.error('email')} />
 */
export function FieldAlert({ id, role, message, className }: FieldAlertProps) {
  if (message === undefined || message === '') return null
  return (
    <p id={id} role={role} className={className}>
      {message}
    </p>
  )
}
