import styles from './account.module.css'

/** Form-level messages (a wrong password, a rate limit), announced as soon as they appear. */
export function FormAlert({
  messages,
  tone = 'danger',
}: {
  messages: readonly string[]
  tone?: 'danger' | 'success'
}) {
  if (messages.length === 0) return null
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={tone === 'danger' ? styles.alert : styles.success}
    >
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
