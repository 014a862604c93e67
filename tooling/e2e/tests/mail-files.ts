import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { expect } from '@playwright/test'

/** The bytes of a quoted-printable text (soft line breaks dropped; `_` is a space in headers). */
function quotedPrintableBytes(raw: string, header = false): Buffer {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index += 1) {
    const hex = /^=([0-9A-Fa-f]{2})/.exec(joined.slice(index, index + 3))
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16))
      index += 2
    } else if (header && joined[index] === '_') bytes.push(0x20)
    else bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'))
  }
  return Buffer.from(bytes)
}

/**
 * A header value with its encoded words (RFC 2047, `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=`)
 * decoded. The bytes of neighbouring words are joined first: a character may straddle two.
 */
export function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g
  let text = ''
  let pending: Buffer[] = []
  let last = 0
  for (const match of value.matchAll(word)) {
    const between = value.slice(last, match.index)
    if (pending.length === 0 || between.trim() !== '') {
      text += Buffer.concat(pending).toString('utf8') + between
      pending = []
    }
    const [, , encoding = 'Q', data = ''] = match
    pending.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : quotedPrintableBytes(data, true),
    )
    last = match.index + match[0].length
  }
  return text + Buffer.concat(pending).toString('utf8') + value.slice(last)
}

/** Headers unfolded and decoded, one a line, and the body as it follows them. */
function splitEntity(raw: string): { headers: string[]; body: string } {
  const end = /\r?\n\r?\n/.exec(raw)
  const head = end ? raw.slice(0, end.index) : raw
  const body = end ? raw.slice(end.index + end[0].length) : ''
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .map(decodeHeader)
  return { headers, body }
}

function headerValue(headers: string[], name: string): string {
  const line = headers.find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ''
}

/** The decoded text of one entity: a leaf's body, or each part of a multipart one in turn. */
function entityText(raw: string): string[] {
  const { headers, body } = splitEntity(raw)
  const type = headerValue(headers, 'Content-Type')
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const delimiter = `--${boundary}`
    const parts = body.split(delimiter).slice(1)
    return parts
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => entityText(part.replace(/^\r?\n/, '')))
  }
  const encoding = headerValue(headers, 'Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'base64')
    return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')]
  if (encoding === 'quoted-printable') return [quotedPrintableBytes(body).toString('utf8')]
  return [body]
}

/** An .eml file as its reader sees it: the decoded headers, then the decoded text of each part. */
export function readMail(raw: string): string {
  const { headers } = splitEntity(raw)
  return [headers.join('\n'), ...entityText(raw)].join('\n\n')
}

/**
 * The first e-mail of `kind` whose decoded headers or text contain `needle`, once the server
 * wrote it to E2E_DATA_DIR/mail.
 */
export async function mailOf(kind: string, needle: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('The browser tests run through playwright.config.ts')
  const mailDir = join(dataDir, 'mail')
  let found = ''
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir).catch(() => [])
        for (const name of names.filter((file) => file.includes(kind))) {
          const mail = readMail(await readFile(join(mailDir, name), 'utf8'))
          if (!found && mail.includes(needle)) found = mail
        }
        return found
      },
      { timeout: 45_000, message: `the ${kind} e-mail with ${needle}` },
    )
    .not.toBe('')
  return found
}
