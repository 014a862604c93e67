/**
 * Hands a text to the browser as a downloaded file (a Blob behind an object URL and a link with
 * `download`), then lets the URL go.
 */
export function saveTextFile(content: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
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
