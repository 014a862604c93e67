/** What a shopper receives: the operation's name, its code and its link. */
export interface SharedOperation {
  name: string
  code: string
  link: string
}

/** Where each share button leads: a new e-mail, WhatsApp and Facebook, with the message ready. */
export function shareLinks(
  { link }: SharedOperation,
  { subject, message }: { subject: string; message: string },
) {
  const text = `${message} ${link}`
  return {
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  }
}

/** The file name of the QR code of an operation's link: `comptoir-marie-spring-qr.svg`. */
export function qrFilename(code: string, extension: 'png' | 'svg'): string {
  const slug = code.toLowerCase().replace(/[^a-z0-9-]+/g, '-')
  return `comptoir-${slug}-qr.${extension}`
}
