import {
  contentWidth,
  margin,
  muted,
  pageHeight,
  pageWidth,
  printable,
  rule,
  type Doc,
} from './pdf-layout'

/** The bytes of a pdfkit document once it ends; call before drawing, then `doc.end()`. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = []
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => {
      resolve(Buffer.concat(chunks))
    })
    doc.on('error', reject)
  })
}

/** A rule and a centred line of small text at the foot of the current page. */
export function pageFooter(doc: Doc, text: string): void {
  const y = pageHeight - margin - 10
  doc
    .moveTo(margin, y - 8)
    .lineTo(pageWidth - margin, y - 8)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke()
  doc.font('Helvetica').fontSize(8).fillColor(muted)
  // Writing below the bottom margin would make pdfkit open a page: the margin is lifted here.
  doc.page.margins.bottom = 0
  doc.text(printable(text), margin, y, { width: contentWidth, align: 'center', lineBreak: false })
}
