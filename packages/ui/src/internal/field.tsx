import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { cx } from './cx'
import styles from './field.module.css'
import { AlertIcon } from './icons'
import { VisuallyHidden } from './visually-hidden'

/** Props every form field shares: its label, an optional hint and the validation message. */
export interface FieldBaseProps {
  /** Visible label (or, with `hideLabel`, the accessible name only). */
  label: ReactNode
  /** Hint shown under the label, linked to the control with `aria-describedby`. */
  description?: ReactNode
  /** Validation message; when set the control is marked invalid and the message is announced. */
  error?: string | undefined
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
}

/** Ids and ARIA attributes that tie a control to its label, hint and validation message. */
export interface FieldIds {
  controlId: string
  labelId: string
  descriptionId: string | undefined
  errorId: string | undefined
  describedBy: string | undefined
  invalid: boolean
}

/**
 * Computes the ids and `aria-describedby` of a field.
 *
 * @param options.id - the id the caller gave the control, if any
 * @param options.describedBy - ids the caller already links (kept, then the hint, then the error)
 */
export function useFieldIds(options: {
  id?: string | undefined
  hasDescription: boolean
  error?: string | undefined
  describedBy?: string | undefined
}): FieldIds {
  const generated = useId()
  const controlId = options.id ?? `field${generated}`
  const invalid = Boolean(options.error)
  const descriptionId = options.hasDescription ? `${controlId}-description` : undefined
  const errorId = invalid ? `${controlId}-error` : undefined
  const describedBy =
    [options.describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined
  return { controlId, labelId: `${controlId}-label`, descriptionId, errorId, describedBy, invalid }
}

/** The label of a field, with a "required" mark that assistive tech reads from the control. */
export function FieldLabel(props: {
  htmlFor?: string
  id: string
  required?: boolean | undefined
  hidden?: boolean | undefined
  as?: 'label' | 'span' | 'legend'
  children: ReactNode
}) {
  const { t } = useLingui()
  const Element = props.as ?? 'label'
  const content = (
    <>
      <span>{props.children}</span>
      {props.required ? (
        <span className={styles.requirement} aria-hidden="true">
          {t`required`}
        </span>
      ) : null}
    </>
  )
  if (props.hidden) {
    return (
      <Element htmlFor={Element === 'label' ? props.htmlFor : undefined} id={props.id}>
        <VisuallyHidden>{props.children}</VisuallyHidden>
      </Element>
    )
  }
  return (
    <Element
      htmlFor={Element === 'label' ? props.htmlFor : undefined}
      id={props.id}
      className={styles.label}
    >
      {content}
    </Element>
  )
}

/** The hint under a label. */
export function FieldDescription({
  id,
  children,
}: {
  id: string | undefined
  children: ReactNode
}) {
  if (!id || children == null) return null
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  )
}

/** The inline validation alert: announced as soon as it appears, referenced by the control. */
export function FieldAlert({
  id,
  message,
}: {
  id: string | undefined
  message: string | undefined
}) {
  if (!id || !message) return null
  return (
    <p id={id} role="alert" className={styles.alert}>
      <AlertIcon size={16} />
      <span>{message}</span>
    </p>
  )
}

/** Class names of the shared field look (label, hint, alert, control). */
export const fieldStyles = {
  field: styles.field,
  control: styles.control,
  label: styles.label,
  description: styles.description,
  alert: styles.alert,
  readOnly: styles.readOnly,
  adorned: styles.adorned,
}

/** Wraps a field's parts in the shared grid. */
export function FieldFrame({
  className,
  children,
}: {
  className?: string | undefined
  children: ReactNode
}) {
  return <div className={cx(styles.field, className)}>{children}</div>
}
