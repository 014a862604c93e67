/**
 * Formik binding of the validation rules (React only; the rest of the package is React-free).
 */
import type { Locale } from '@comptoir/i18n/locales'
import { useFormik, type FormikConfig, type FormikState, type FormikValues } from 'formik'
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type SubmitEvent,
  type SyntheticEvent,
  type RefCallback,
} from 'react'

import type { AnyObjectSchema } from 'yup'

import { fieldA11y, type AlertA11yProps, type InputA11yProps } from '../a11y'
import { formErrorsOf } from './payload-errors'
import { validateField, validateValues, type SchemaFactory } from '../validate'

/** Delay between the event that triggers a field's validation and the validation itself. */
export const validationDebounceMs = 5

/** Options of {@link useValidatedForm}. */
export interface ValidatedFormOptions<Values extends FormikValues> {
  /** The domain schema factory, e.g. `signupSchema`. Keep it stable (a module-level function). */
  readonly schema: SchemaFactory
  /** The active language: labels and messages follow it, shown errors are re-worded on change. */
  readonly locale: Locale
  /** The form's starting values (`''` for empty text, `false` for an unticked box). */
  readonly initialValues: Values
  /** Called with the values once every field passes on submit. */
  readonly onSubmit: FormikConfig<Values>['onSubmit']
}

/** A control element a field can be bound to. */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Props to spread on a `<form>`. */
export interface ValidatedFormElementProps {
  /** Listens to the committed `change` events of the form's controls. */
  readonly ref: RefCallback<HTMLFormElement>
  /** The browser's own validation bubbles are replaced by the inline alerts. */
  readonly noValidate: true
  /** Validates every field, then submits when all pass. */
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void
  /** Restores the initial values and clears errors and pending validations. */
  readonly onReset: (event: SyntheticEvent<HTMLFormElement>) => void
}

/** Props to spread on a text input, a `<textarea>` or a `<select>`. */
export interface ValidatedFieldProps<Value> extends InputA11yProps {
  /** The field's name, also read by the form's `change` listener. */
  readonly name: string
  /** The current value. */
  readonly value: Value
  /** Updates the value on every keystroke, without validating. */
  readonly onChange: (event: ChangeEvent<Control>) => void
  /** Marks the field touched and schedules its validation. */
  readonly onBlur: (event: FocusEvent<Control>) => void
}

/** Props to spread on an `<input type="checkbox">` bound to a boolean value. */
export interface ValidatedCheckboxProps extends InputA11yProps {
  /** The field's name, also read by the form's `change` listener. */
  readonly name: string
  /** Always a checkbox. */
  readonly type: 'checkbox'
  /** Ticked when the value is `true`. */
  readonly checked: boolean
  /** Toggles the value; the box's `change` event schedules its validation. */
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** Marks the field touched and schedules its validation. */
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void
}

/** Field names of a form's values. */
export type FieldName<Values> = Extract<keyof Values, string>

/** What {@link useValidatedForm} gives a form. */
export interface ValidatedForm<Values extends FormikValues> {
  /** The underlying formik bag, for what this binding does not cover (`isSubmitting`, `dirty`…). */
  readonly formik: ReturnType<typeof useFormik<Values>>
  /** Spread on the `<form>` element. */
  readonly formProps: ValidatedFormElementProps
  /** Props for a text input, textarea or select bound to `name`. */
  field<Name extends FieldName<Values>>(name: Name): ValidatedFieldProps<Values[Name]>
  /** Props for a checkbox bound to the boolean `name`. */
  checkbox(name: FieldName<Values>): ValidatedCheckboxProps
  /** Props for the inline alert of `name` (render it only while {@link ValidatedForm.error} is set). */
  alertProps(name: FieldName<Values>): AlertA11yProps
  /** The current error message of `name`, if any. */
  error(name: FieldName<Values>): string | undefined
  /**
   * The form-level messages of the last submit: the payload errors that name no field of the
   * form, which `applyPayloadErrors` keeps in Formik's `status`.
   */
  readonly formErrors: readonly string[]
  /** The label of `name` in the active language, as the schema and its messages use it. */
  label(name: FieldName<Values>): string
  /** Sets a value from code (an address picker, a reset button…) and schedules its validation. */
  setFieldValue<Name extends FieldName<Values>>(name: Name, value: Values[Name]): void
  /** Replaces every value from code and schedules the validation of each field. */
  setValues(values: Values): void
}

/** Every failing field's first message, keyed by field name, as Formik keeps errors. */
function errorMessages(schema: AnyObjectSchema, values: unknown): Record<string, string> {
  return Object.fromEntries(
    validateValues(schema, values).map((issue) => [issue.field, issue.message]),
  )
}

/** Sets or clears one field's error, keeping the same state object when nothing changes. */
function withFieldError<Values>(
  state: FormikState<Values>,
  name: string,
  message: string | undefined,
): FormikState<Values> {
  const current: unknown = Reflect.get(state.errors, name)
  if (current === message) return state
  const errors = { ...state.errors }
  if (message === undefined) Reflect.deleteProperty(errors, name)
  else Reflect.set(errors, name, message)
  return { ...state, errors }
}

/**
 * Binds a form to a domain schema with Formik, following the validation timing of the spec:
 *
 * - **Not on input.** Typing only updates the value (the DOM `input` event, which React calls
 *   `onChange`); no error appears or disappears while the user types.
 * - **On change.** The DOM `change` event, fired when the user commits a value: for text
 *   inputs and textareas that is when they leave the field or press Enter after editing; for
 *   checkboxes, radios and selects it is immediate. The form element listens to it, so spread
 *   {@link ValidatedForm.formProps} on the `<form>`.
 * - **On blur.** Leaving a field validates it, even unchanged (so a skipped required field
 *   speaks up).
 * - **On model update.** {@link ValidatedForm.setFieldValue} and {@link ValidatedForm.setValues}
 *   validate what they set. (Calling `formik.setFieldValue` directly does not.)
 * - **Debounced by 5 ms** ({@link validationDebounceMs}), per field: triggers closer than that
 *   (a blur and the change it commits, several programmatic updates) coalesce into one
 *   validation, run against the latest values.
 * - **First failing rule only**: each field shows one message, from its first failing rule;
 *   later rules are not evaluated.
 * - **On submit** every field is validated at once, each reporting its first failing rule, and
 *   `onSubmit` runs only when all pass.
 *
 * Errors are wired for assistive technology: a field with an error is `aria-invalid` and
 * `aria-describedby` its alert, which has `role="alert"` (see {@link fieldA11y}).
 *
 * @example
 * const form = useValidatedForm({ schema: loginSchema, locale, initialValues: { email: '', password: '' }, onSubmit })
 * <form {...form.formProps}>
 *   <label htmlFor={form.field('email').id}>{form.label('email')}</label>
 *   <input type="email" {...form.field('email')} />
 *   <FieldAlert {...form.alertProps('email')} message={form.error('email')} />
 * </form>
 */
export function useValidatedForm<Values extends FormikValues>(
  options: ValidatedFormOptions<Values>,
): ValidatedForm<Values> {
  const { schema: schemaFactory, locale, initialValues, onSubmit } = options
  const schema = useMemo(() => schemaFactory(locale), [schemaFactory, locale])
  const labels = useMemo(() => schema.describe().fields, [schema])
  const baseId = useId()
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const validate = useCallback(
    (values: Values): Record<string, string> => errorMessages(schema, values),
    [schema],
  )
  const formik = useFormik<Values>({
    initialValues,
    onSubmit,
    validateOnBlur: false,
    validateOnChange: false,
    validate,
  })
  const { setFormikState, handleChange, handleBlur, handleSubmit, handleReset } = formik

  const scheduleValidation = useCallback(
    (name: string) => {
      const pending = timers.current
      clearTimeout(pending.get(name))
      pending.set(
        name,
        setTimeout(() => {
          pending.delete(name)
          setFormikState((state) =>
            withFieldError(state, name, validateField(schema, name, state.values)?.message),
          )
        }, validationDebounceMs),
      )
    },
    [schema, setFormikState],
  )

  // A new language (or schema) re-words the errors already shown.
  useEffect(() => {
    setFormikState((state) =>
      Object.keys(state.errors).reduce(
        (next, name) =>
          withFieldError(next, name, validateField(schema, name, next.values)?.message),
        state,
      ),
    )
  }, [schema, setFormikState])

  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    }
  }, [])

  const formRef = useCallback<RefCallback<HTMLFormElement>>(
    (form) => {
      if (!form) return
      const onCommittedChange = (event: Event): void => {
        const name = event.target instanceof Element ? event.target.getAttribute('name') : null
        if (name) scheduleValidation(name)
      }
      form.addEventListener('change', onCommittedChange)
      return () => {
        form.removeEventListener('change', onCommittedChange)
      }
    },
    [scheduleValidation],
  )

  const onReset = useCallback(
    (event: SyntheticEvent<HTMLFormElement>) => {
      for (const timer of timers.current.values()) clearTimeout(timer)
      timers.current.clear()
      handleReset(event)
    },
    [handleReset],
  )

  const inputId = (name: string): string => `${baseId}-${name}`
  const error = (name: string): string | undefined => {
    const message: unknown = Reflect.get(formik.errors, name)
    return typeof message === 'string' ? message : undefined
  }
  const onBlur = (event: FocusEvent<Control>): void => {
    handleBlur(event)
    scheduleValidation(event.target.name)
  }

  return {
    formik,
    formProps: { ref: formRef, noValidate: true, onSubmit: handleSubmit, onReset },
    field: (name) => ({
      ...fieldA11y(inputId(name), error(name)).input,
      name,
      value: formik.values[name],
      onChange: handleChange,
      onBlur,
    }),
    checkbox: (name) => ({
      ...fieldA11y(inputId(name), error(name)).input,
      name,
      type: 'checkbox',
      checked: formik.values[name] === true,
      onChange: handleChange,
      onBlur,
    }),
    alertProps: (name) => fieldA11y(inputId(name), error(name)).alert,
    error,
    formErrors: formErrorsOf(formik.status),
    label: (name) => {
      const description = labels[name]
      return description && 'label' in description && description.label ? description.label : name
    },
    setFieldValue: (name, value) => {
      void formik.setFieldValue(name, value, false)
      scheduleValidation(name)
    },
    setValues: (values) => {
      void formik.setValues(values, false)
      for (const name of Object.keys(values)) scheduleValidation(name)
    },
  }
}
