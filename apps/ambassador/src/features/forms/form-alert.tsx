import styles from './forms.module.css'

/** Form-level messages (a wrong password, a pending application), announced as they appear. */
export function FormAlert({
  messages,
  tone = 'danger',
}: {
  messages: readonly string[]
  tone?: 'danger' | 'success' | 'info'
}) {
  if (messages.length === 0) return null
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={styles[tone === 'danger' ? 'alert' : tone]}
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}

/** The frame of a single-form page: a title, a lead and the form. */
export { styles as formStyles }
