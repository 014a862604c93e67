/**
 * The bridge between rules and yup. Each field of a domain schema is a yup schema carrying one
 * test that runs the field's rules in order and stops at the first failing one: later rules
 * are not even evaluated, so a field reports one error, the first. The error's `type` is the
 * rule's code and its message is already localised with the field's label.
 */
import type { Locale } from '@comptoir/i18n/locales'
import { MixedSchema, type AnyObject, type TestConfig } from 'yup'

import { fieldLabel, type FieldLabelKey } from './labels'
import { formatMessage } from './messages'
import { isEmpty, isRecord, oneOf, required, type Rule } from './rules'

/**
 * Turns a field's rules into one yup test. The rules run in order and evaluation stops at the
 * first failing rule, whose code becomes the error's `type` (and `params.code`) and whose
 * message is localised with the field's label. A list of one rule makes a test of that rule.
 *
 * @param rules the field's rules, first checked first
 * @param label the field's label in `locale`
 * @param locale the language of the messages
 */
export function toYupTest(rules: readonly Rule[], label: string, locale: Locale): TestConfig {
  return {
    name: 'rules',
    test(value: unknown, context) {
      const siblings = isRecord(context.parent) ? context.parent : {}
      const failed = rules.find((rule) => !rule.test(value, siblings))
      if (failed === undefined) return true
      return context.createError({
        type: failed.code,
        message: formatMessage(failed.code, label, locale),
        params: { code: failed.code },
      })
    },
  }
}

/** A type check as a rule: empty passes (so `required` speaks first), anything else must fit. */
function typeRule(fits: (value: unknown) => boolean): Rule {
  return { code: 'type', test: (value) => isEmpty(value) || fits(value) }
}

const isText = (value: unknown): boolean => typeof value === 'string'
const isFiniteNumber = (value: unknown): boolean =>
  typeof value === 'number' && Number.isFinite(value)
const isBoolean = (value: unknown): boolean => typeof value === 'boolean'
const isTextList = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** Numeric text from a text input becomes a number; anything else is left for the type check. */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value
  const number = Number(value)
  return Number.isNaN(number) ? value : number
}

function withRequired(rules: readonly Rule[]): readonly Rule[] {
  return rules.includes(required) ? rules : [required, ...rules]
}

function build<T extends string | number | boolean | object | undefined>(
  label: string,
  locale: Locale,
  rules: readonly Rule[],
  transform: (value: unknown) => unknown,
): MixedSchema<T> {
  const schema = new MixedSchema<T>()
  // null reaches the rules (and `required` reports it) instead of yup's own "cannot be null".
  schema.withMutation((mutable) => mutable.nullable())
  return schema
    .label(label)
    .transform(transform)
    .test(toYupTest(rules, label, locale))
}

const keep = (value: unknown): unknown => value
const nullToUndefined = (value: unknown): unknown => (value === null ? undefined : value)

/** Builds the fields of a domain schema with labels and messages in one language. */
export interface FieldBuilder {
  /** A required text field: `required` is checked first, then `rules`. */
  text(label: FieldLabelKey, ...rules: Rule[]): MixedSchema<string>
  /** An optional text field: empty passes, `null` becomes `undefined`, `rules` check the rest. */
  optionalText(label: FieldLabelKey, ...rules: Rule[]): MixedSchema<string | undefined>
  /** A required number; numeric text (from a text input) is read as a number. */
  number(label: FieldLabelKey, ...rules: Rule[]): MixedSchema<number>
  /** A required choice among `options` (a language, a country…), typed as one of them. */
  choice<const T extends string>(
    label: FieldLabelKey,
    options: readonly T[],
    ...rules: Rule[]
  ): MixedSchema<T>
  /** A yes/no field; missing means `false`. Add `required` for a box that must be ticked. */
  flag(label: FieldLabelKey, ...rules: Rule[]): MixedSchema<boolean, AnyObject, boolean, 'd'>
  /** A list of texts; missing means empty. Format rules check every item. */
  textList(label: FieldLabelKey, ...rules: Rule[]): MixedSchema<string[], AnyObject, string[], 'd'>
}

/**
 * Field builders for the schemas of one language.
 *
 * @example
 * const field = fieldsFor(locale)
 * object({ email: field.text('email', email), line2: field.optionalText('line2', max(200)) })
 */
export function fieldsFor(locale: Locale): FieldBuilder {
  const label = (key: FieldLabelKey): string => fieldLabel(key, locale)
  return {
    text: (key, ...rules) =>
      build<string>(label(key), locale, [typeRule(isText), ...withRequired(rules)], keep),
    optionalText: (key, ...rules) =>
      build<string | undefined>(label(key), locale, [typeRule(isText), ...rules], nullToUndefined),
    number: (key, ...rules) =>
      build<number>(
        label(key),
        locale,
        [typeRule(isFiniteNumber), ...withRequired(rules)],
        toNumber,
      ),
    choice: <const T extends string>(key: FieldLabelKey, options: readonly T[], ...rules: Rule[]) =>
      build<T>(label(key), locale, [typeRule(isText), required, oneOf(options), ...rules], keep),
    flag: (key, ...rules) =>
      build<boolean>(
        label(key),
        locale,
        [typeRule(isBoolean), ...rules],
        (value) => value ?? false,
      ).default(false),
    textList: (key, ...rules) =>
      build<string[]>(
        label(key),
        locale,
        [typeRule(isTextList), ...rules],
        (value) => value ?? [],
      ).default<string[]>(() => []),
  }
}
