/** The name of a run's credit transfer file: its reference, as the bank will show it. */
export function sepaFileName(reference: string): string {
  return `${reference.replace(/[^\w.-]+/g, '-')}.xml`
}

/** Hands the pain.001 XML to the browser as a download. */
export function saveSepaFile(xml: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has started from the click; a moment later the URL can go.
    setTimeout(() => {
      URL.revokeObjectURL(url)
    }, 1000)
  }
}
