import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { IconButton } from '../icon-button/icon-button'
import { EyeIcon, EyeOffIcon } from '../internal/icons'
import { TextField } from '../text-field/text-field'
import type { TextFieldProps } from '../text-field/text-field'

/** Props of {@link PasswordField}: those of a text field, without `type`. */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>

/**
 * A password input with a show/hide toggle and the inline validation alert.
 *
 * @remarks The toggle is a real button ("Show password" / "Hide password") that keeps the
 * typed value and the caret; `autoComplete` defaults to `current-password`.
 */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useLingui()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? t`Hide password` : t`Show password`}
          onPress={() => {
            setVisible((value) => !value)
          }}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  )
}
