import { IconButton } from '@comptoir/ui/icon-button'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react'

import styles from './header-search.module.css'

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

/**
 * The header's product search: submits to /products?search=….
 * The field is uncontrolled and read from the form on submit: words typed while the server-rendered
 * page is still hydrating live only in the DOM, and a controlled field would submit its empty state.
 * On phones the field folds behind a search button and opens under the bar.
 */
export function HeaderSearch() {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (open) field.current?.focus()
  }, [open])
  const close = () => {
    setOpen(false)
    toggle.current?.focus()
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('search')
    const search = typeof typed === 'string' ? typed.trim() : ''
    setOpen(false)
    void navigate({ to: '/products', search: search ? { search } : {} })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) close()
  }
  return (
    <div className={styles.search} data-open={open || undefined}>
      <span className={styles.toggle}>
        <IconButton
          ref={toggle}
          label={open ? t`Close the search` : t`Search the shop`}
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onPress={() => {
            if (open) close()
            else setOpen(true)
          }}
        >
          <SearchIcon />
        </IconButton>
      </span>
      <form
        id={`${id}-form`}
        role="search"
        className={styles.form}
        onSubmit={submit}
        action="/products"
      >
        <label htmlFor={id} className={styles.label}>
          {t`Search the shop`}
        </label>
        <input
          ref={field}
          id={id}
          name="search"
          type="search"
          className={styles.input}
          placeholder={t`Search`}
          enterKeyHint="search"
          onKeyDown={onKeyDown}
        />
      </form>
    </div>
  )
}
