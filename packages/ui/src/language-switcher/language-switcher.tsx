import { useLingui } from '@lingui/react/macro'

import { cx } from '../internal/cx'
import { VisuallyHidden } from '../internal/visually-hidden'
import type { UiLocale } from '../messages/messages'
import styles from './language-switcher.module.css'

/** Each language named in itself, as a reader of that language looks for it. */
const endonyms: Record<UiLocale, string> = { en: 'English', fr: 'Français' }

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** Language shown now. */
  locale: UiLocale
  /** Called with the language the visitor picks; the app activates and remembers it. */
  onChange: (locale: UiLocale) => void
  locales?: readonly UiLocale[]
  className?: string
}

/**
 * Switches the interface language: a pair of toggle buttons ("EN", "FR"), the current one pressed.
 *
 * @remarks Pure: it only reports the choice. Each option is named in its own language
 * ("Français") with a matching `lang`, so screen readers pronounce it correctly.
 */
export function LanguageSwitcher({
  locale,
  onChange,
  locales = ['en', 'fr'],
  className,
}: LanguageSwitcherProps) {
  const { t } = useLingui()
  return (
    <div role="group" aria-label={t`Language`} className={cx(styles.switcher, className)}>
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          className={styles.option}
          onClick={() => {
            if (option !== locale) onChange(option)
          }}
        >
          {/* Named by the language in its own words; the code is what sighted visitors scan. */}
          <span aria-hidden="true">{option.toUpperCase()}</span>
          <VisuallyHidden>{endonyms[option]}</VisuallyHidden>
        </button>
      ))}
    </div>
  )
}
