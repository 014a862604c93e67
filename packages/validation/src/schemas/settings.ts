/** A customer's account settings. */
import { locales, type Locale } from '@comptoir/i18n/locales'
import { object, type InferType } from 'yup'

import { fieldsFor } from '../field'
import { max, noDirectionControls } from '../rules'
import { nameMaxLength } from './signup'

/** The settings form: name, language and consent to marketing e-mails (optional, off by default). */
export function settingsSchema(locale: Locale) {
  const field = fieldsFor(locale)
  return object({
    name: field.text('name', max(nameMaxLength), noDirectionControls),
    locale: field.choice('locale', locales),
    marketingConsent: field.flag('marketingConsent'),
  })
}

/** Settings that passed {@link settingsSchema}. */
export type SettingsInput = InferType<ReturnType<typeof settingsSchema>>
