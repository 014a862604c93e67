/**
 * The document title of a page, `Operations · Comptoir Ambassadors`: React places it in the head
 * (WCAG 2.4.2), and the browser tab, history and screen readers name the page by it.
 */
export function PageTitle({ title, site }: { title: string; site: string }) {
  return <title>{`${title} · ${site}`}</title>
}
