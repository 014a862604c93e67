import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState, type SubmitEvent } from 'react'

import styles from './header-search.module.css'

/** The header's product search: submits to /products?search=…. */
export function HeaderSearch() {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const search = query.trim()
    void navigate({ to: '/products', search: search ? { search } : {} })
  }
  return (
    <form role="search" className={styles.form} onSubmit={submit} action="/products">
      <label htmlFor={id} className={styles.label}>
        {t`Search the shop`}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        className={styles.input}
        placeholder={t`Search`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
        }}
      />
    </form>
  )
}
