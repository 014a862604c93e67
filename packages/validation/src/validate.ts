/**
 * Running a domain schema: on a whole input (the API, a form submission) or on one field
 * (a form field that was just committed). Every failing field is reported, each with the
 * first failing rule only.
 */
import type { Locale } from '@comptoir/i18n/locales'
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup'

import { isRecord, isRuleCode, type RuleCode } from './rules'

/** Builds a domain schema with labels and messages in one language. */
export type SchemaFactory<S extends AnyObjectSchema = AnyObjectSchema> = (locale: Locale) => S

/** One failing field: its name, the code of its first failing rule and the localised message. */
export interface FieldIssue {
  /** The field's name in the input (`'email'`). */
  readonly field: string
  /** The first failing rule's code (`'required'`, `'email'`…); `'type'` for a value of the wrong type. */
  readonly code: RuleCode
  /** The message in the active language (`'This field is required'`). */
  readonly message: string
}

/** The outcome of {@link validateInput}: the checked value, or one issue per failing field. */
export type ValidationResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FieldIssue[] }

function toIssue(error: ValidationError): FieldIssue {
  return {
    field: error.path ?? '',
    code: isRuleCode(error.type) ? error.type : 'type',
    message: error.message,
  }
}

/** Keeps the first error of each field, in the order yup reports them (the schema's field order). */
function firstPerField(error: ValidationError): FieldIssue[] {
  const errors = error.inner.length > 0 ? error.inner : [error]
  const seen = new Set<string>()
  const issues: FieldIssue[] = []
  for (const item of errors) {
    const issue = toIssue(item)
    if (seen.has(issue.field)) continue
    seen.add(issue.field)
    issues.push(issue)
  }
  return issues
}

/**
 * Checks every field of a set of values and returns one issue per failing field (its first
 * failing rule). An empty list means the values pass.
 */
export function validateValues(schema: AnyObjectSchema, values: unknown): FieldIssue[] {
  try {
    schema.validateSync(isRecord(values) ? values : {}, { abortEarly: false })
    return []
  } catch (error) {
    if (ValidationError.isError(error)) return firstPerField(error)
    throw error
  }
}

/**
 * Checks one field against its rules, with the other values available to cross-field rules.
 * Returns its first failing rule, or `undefined` when it passes or the schema has no such field.
 */
export function validateField(
  schema: AnyObjectSchema,
  field: string,
  values: unknown,
): FieldIssue | undefined {
  if (!(field in schema.fields)) return undefined
  try {
    schema.validateSyncAt(field, isRecord(values) ? values : {})
    return undefined
  } catch (error) {
    if (ValidationError.isError(error)) return toIssue(error)
    throw error
  }
}

/**
 * Validates an input with a domain schema in the given language, the way the API checks what it
 * receives. Unknown keys are dropped from the value; a missing or non-object input counts as
 * empty.
 *
 * @example
 * const result = validateInput(signupSchema, args.input, locale)
 * if (!result.ok) return { errors: result.errors } // [{ field, code, message }]
 * createAccount(result.value)
 */
export function validateInput<S extends AnyObjectSchema>(
  schemaFactory: SchemaFactory<S>,
  input: unknown,
  locale: Locale,
): ValidationResult<InferType<S>> {
  const schema = schemaFactory(locale)
  try {
    const value: InferType<S> = schema.validateSync(isRecord(input) ? input : {}, {
      abortEarly: false,
      stripUnknown: true,
    })
    return { ok: true, value }
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: firstPerField(error) }
    throw error
  }
}
