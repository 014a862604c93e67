import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'

import { VisuallyHidden } from '../internal/visually-hidden'
import styles from './variant-picker.module.css'

/** One value of a product option: "M" for the size, "Sand" for the colour. */
export interface VariantValue {
  value: string
  label: string
  /** `false` when no variant with this value is in stock; shown struck through and disabled. */
  available?: boolean
  /** CSS colour of a swatch drawn before the label. */
  swatch?: string
}

/** An option of a product (size, colour) and its values. */
export interface VariantOption {
  name: string
  label: string
  values: readonly VariantValue[]
}

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  options: readonly VariantOption[]
  /** Chosen value per option name. */
  selected: Readonly<Record<string, string | undefined>>
  onChange: (name: string, value: string) => void
}

/**
 * Chooses a product variant, one group of chips per option (size, colour).
 *
 * @remarks Each option is a radio group (arrow keys move, the legend says the current choice);
 * values out of stock are disabled and announced as "sold out".
 */
export function VariantPicker({ options, selected, onChange }: VariantPickerProps) {
  const { t } = useLingui()
  const baseId = useId()
  return (
    <div className={styles.picker}>
      {options.map((option) => {
        const chosen = option.values.find((value) => value.value === selected[option.name])
        return (
          <fieldset key={option.name} className={styles.option}>
            <legend className={styles.legend}>
              <span>{option.label}</span>
              {chosen ? <span className={styles.selected}>{chosen.label}</span> : null}
            </legend>
            <div className={styles.values}>
              {option.values.map((value) => {
                const id = `${baseId}-${option.name}-${value.value}`
                const soldOut = value.available === false
                return (
                  <span key={value.value} className={styles.value}>
                    <input
                      id={id}
                      className={styles.input}
                      type="radio"
                      name={`${baseId}-${option.name}`}
                      value={value.value}
                      checked={selected[option.name] === value.value}
                      disabled={soldOut}
                      onChange={() => {
                        onChange(option.name, value.value)
                      }}
                    />
                    <label htmlFor={id} className={styles.chip}>
                      {value.swatch ? (
                        <span
                          className={styles.swatch}
                          style={{ background: value.swatch }}
                          aria-hidden="true"
                        />
                      ) : null}
                      {value.label}
                      {soldOut ? <VisuallyHidden> ({t`sold out`})</VisuallyHidden> : null}
                    </label>
                  </span>
                )
              })}
            </div>
          </fieldset>
        )
      })}
    </div>
  )
}
