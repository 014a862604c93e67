import styles from './form-alert.module.css'

/**
 * Form-level messages (a wrong password, a rate limit, a pending application), announced as soon
 * as they appear: an error as an alert, a confirmation or a notice as a status. Renders nothing
 * without messages.
 */
export function FormAlert({
  messages,
  tone = 'danger',
}: {
  messages: readonly string[]
  tone?: 'danger' | 'success' | 'info'
}) {
  if (messages.length === 0) return null
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={styles[tone]}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
