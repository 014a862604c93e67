import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'

/** Props of the native buttons of this package: a `<button>` with a press-oriented API. */
export interface NativeButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'type' | 'style'
> {
  /** `button` unless said otherwise; `submit` submits the enclosing form. */
  type?: 'button' | 'submit' | 'reset'
  /** Called on a press: a click, Enter or Space. */
  onPress?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined
  /** Takes the button out of use: not focusable, not pressable. */
  isDisabled?: boolean | undefined
  /** Work in progress: the button keeps its focus, ignores presses and says it is busy. */
  isPending?: boolean | undefined
  ref?: Ref<HTMLButtonElement> | undefined
}

/**
 * The `<button>` element behind `Button` and `IconButton`: native keyboard, focus and form
 * behaviour, with no script of its own beyond the press handler, so the header and every page
 * can show buttons before any interaction library loads.
 *
 * @remarks While pending the press is swallowed, including a form submission, so a double
 * click on "Place order" sends one request; the button stays focusable and is marked
 * `aria-disabled` and `data-pending` for styles.
 */
export function NativeButton({
  type = 'button',
  onPress,
  isDisabled,
  isPending,
  ...props
}: NativeButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending ? true : props['aria-disabled']}
      data-pending={isPending ? '' : undefined}
      onClick={(event) => {
        if (isPending) {
          event.preventDefault()
          return
        }
        onPress?.(event)
      }}
    />
  )
}
