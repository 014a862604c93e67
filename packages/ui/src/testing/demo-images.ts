/** An inline SVG "photo" for stories: a tinted panel with a word, so stories need no network. */
export function demoImage(word: string, tint: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500"><rect width="400" height="500" fill="${tint}"/><circle cx="200" cy="230" r="120" fill="#fbf8f3" opacity="0.35"/><text x="200" y="240" font-family="Georgia, serif" font-size="36" text-anchor="middle" fill="#1e1a17">${word}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
