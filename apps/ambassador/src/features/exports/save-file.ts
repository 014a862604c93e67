/**
 * Hands a text to the browser as a downloaded file (a Blob behind an object URL and a link with
 * `download`), then lets the URL go.
 */
export function saveTextFile(content: string, filename: string, type: string): void {
  saveBlobFile(new Blob([content], { type }), filename)
}

/** Hands a file the API sent (a PDF statement) to the browser as a download. */
export function saveBlobFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content)
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
