import styles from './checkout.module.css'

/** The messages of a refusal that belong to no field, announced at once. */
export function StepErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <div role="alert" className={styles.errors}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
