import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

import type { StoredAttachment } from '../../db/schema'

/** One e-mail ready to go. */
export interface MailMessage {
  id: string
  kind: string
  to: string
  /** Where answers go, when not to the sender. */
  replyTo?: string | null
  subject: string
  text: string
  html: string
  link: string | null
  /** Files sent with it; a message without any may leave this out. */
  attachments?: StoredAttachment[]
}

/** Where e-mails go: an SMTP server, or files on disk. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>
  close(): void
}

export const mailSender = 'Comptoir <no-reply@comptoir.test>'

function envelope(message: MailMessage) {
  return {
    // One Message-ID per outbox entry: should a crash make it go out twice, mail systems can
    // tell the copies apart from two different messages.
    messageId: `<${message.id}@comptoir.outbox>`,
    from: mailSender,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
      encoding: 'base64',
    })),
  }
}

/** Sends through the SMTP server of `smtpUrl`. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail(envelope(message))
    },
    close: () => {
      transport.close()
    },
  }
}

/**
 * Writes each message as an .eml file under `folder` and logs where it went. Its link (a reset or
 * order-access link holds a token) is logged only when `logLinks` is set, for local development.
 */
export function createFileTransport(
  folder: string,
  logger: Logger,
  options: { logLinks: boolean },
): MailTransport {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  })
  // The folder is made once, and again only if a write finds it gone.
  let folderMade: Promise<unknown> | null = null
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message))
      const content: unknown = info.message
      if (!Buffer.isBuffer(content)) throw new Error('The mail transport produced no message')
      folderMade ??= mkdir(folder, { recursive: true })
      const stamp = new Date().toISOString().replaceAll(':', '-')
      const file = join(folder, `${stamp}-${message.kind}-${message.id}.eml`)
      try {
        await folderMade
        await writeFile(file, content)
      } catch {
        folderMade = mkdir(folder, { recursive: true })
        await folderMade
        await writeFile(file, content)
      }
      logger.info(
        { kind: message.kind, file, ...(options.logLinks && { link: message.link }) },
        'e-mail written to a file',
      )
    },
    close: () => {
      transport.close()
    },
  }
}

/**
 * The transport a process uses: SMTP when `SMTP_URL` is set, otherwise .eml files in the mail
 * folder (links logged in development only).
 */
export function mailTransportFor(
  config: { smtpUrl: string | null; mailDir: string; production: boolean },
  logger: Logger,
): MailTransport {
  return config.smtpUrl
    ? createSmtpTransport(config.smtpUrl)
    : createFileTransport(config.mailDir, logger, { logLinks: !config.production })
}
