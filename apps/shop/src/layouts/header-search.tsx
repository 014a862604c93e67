import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, type SubmitEvent } from 'react'

import styles from './header-search.module.css'

/**
 * The header's product search: submits to /products?search=….
 * The field is uncontrolled and read from the form on submit: words typed while the server-rendered
 * page is still hydrating live only in the DOM, and a controlled field would submit its empty state.
 */
export function HeaderSearch() {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const typed = new FormData(event.currentTarget).get('search')
    const search = typeof typed === 'string' ? typed.trim() : ''
    void navigate({ to: '/products', search: search ? { search } : {} })
  }
  return (
    <form role="search" className={styles.form} onSubmit={submit} action="/products">
      <label htmlFor={id} className={styles.label}>
        {t`Search the shop`}
      </label>
      <input id={id} name="search" type="search" className={styles.input} placeholder={t`Search`} />
    </form>
  )
}
