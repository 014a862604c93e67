/** The A4 page, colours and text helpers the shop's PDF documents draw with. */
export const margin = 50
export const pageWidth = 595.28
export const pageHeight = 841.89
export const contentWidth = pageWidth - 2 * margin
/** Lowest y the body may reach: the footer lives below. */
export const bodyBottom = pageHeight - margin - 30

export const ink = '#1f2328'
export const muted = '#5f6670'
export const rule = '#d0d4d9'
export const band = '#f2f3f5'

// The standard PDF fonts have no narrow no-break space (French digit groups, `10 %`): the plain
// no-break space keeps the same line unbroken.
export const printable = (text: string) => text.replaceAll('\u202f', '\u00a0')

export type Doc = PDFKit.PDFDocument

/** A small upper-case caption above a value. */
export function label(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font('Helvetica').fontSize(8).fillColor(muted)
  doc.text(printable(text.toUpperCase()), x, y, { width, characterSpacing: 0.6 })
}

/** A value in the body's type, bold or not, left or right aligned. */
export function value(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  style: { bold?: boolean; align?: 'left' | 'right' } = {},
) {
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(ink)
  doc.text(printable(text), at.x, at.y, { width: at.width, align: style.align ?? 'left' })
}
