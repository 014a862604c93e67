import type { MailMessage, MailTransport } from '../src/modules/mail/mail-transport'

export interface MemoryTransport extends MailTransport {
  sent: MailMessage[]
  /** Resolves with the first message to `to` sent after the call (or already sent when `includeSent`). */
  next(to: string): Promise<MailMessage>
}

/** A mail transport that keeps messages in memory for assertions. */
export function createMemoryTransport(): MemoryTransport {
  const sent: MailMessage[] = []
  const waiting: { to: string; resolve: (message: MailMessage) => void }[] = []
  return {
    sent,
    send(message) {
      sent.push(message)
      for (const waiter of waiting.filter((item) => item.to === message.to)) {
        waiting.splice(waiting.indexOf(waiter), 1)
        waiter.resolve(message)
      }
      return Promise.resolve()
    },
    close() {
      sent.length = 0
    },
    next(to) {
      return new Promise((resolve) => waiting.push({ to, resolve }))
    },
  }
}
