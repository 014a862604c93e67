const formats = new Map<string, Intl.DateTimeFormat>()

/** Formats an instant for the active language, date and time, e.g. "23 novembre 2026 à 14:05". */
export function formatDateTime(iso: string, locale: string): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}

const dates = new Map<string, Intl.DateTimeFormat>()

/** Formats the day of an instant for the active language, e.g. "23 novembre 2026". */
export function formatDate(iso: string, locale: string): string {
  let format = dates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long' })
    dates.set(locale, format)
  }
  return format.format(new Date(iso))
}
