import { statementDate, statementEuros } from '../payouts/statement-copy'
import {
  bodyBottom,
  contentWidth,
  ink,
  label,
  margin,
  muted,
  pageHeight,
  pageWidth,
  printable,
  rule,
  value,
  type Doc,
} from '../payouts/statement-layout'
import { invoiceCopy, invoiceRate } from './invoice-copy'
import type { Invoice } from './invoice-data'

const half = contentWidth / 2

/** The VAT breakdown on the left, the totals on the right, then the payment mention. */
export function totals(doc: Doc, invoice: Invoice, top: number) {
  const copy = invoiceCopy[invoice.locale]
  const { locale } = invoice
  const euros = (cents: number) => statementEuros(cents, locale)
  const rate = invoiceRate(invoice.vatRatePercent, locale)
  let y = top
  if (y + 170 > bodyBottom) {
    doc.addPage()
    y = margin
  }
  label(doc, copy.vatTitle, margin, y, half)
  const vatX = margin
  const widths = [60, 80, 70, 80]
  const vatRows = [
    copy.vatColumns,
    [rate, euros(invoice.netCents), euros(invoice.vatCents), euros(invoice.totalCents)],
  ]
  y += 14
  vatRows.forEach((cells, rowIndex) => {
    let x = vatX
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 70
      value(
        doc,
        cell,
        { x, y, width: width - 6 },
        { bold: rowIndex === 0, align: index === 0 ? 'left' : 'right' },
      )
      x += width
    })
    y += 16
  })
  const x = margin + contentWidth - 230
  let ty = top
  const sums: [string, string][] = [
    [copy.totalNet, euros(invoice.netCents)],
    [copy.totalVat(rate), euros(invoice.vatCents)],
  ]
  for (const [name, amount] of sums) {
    value(doc, name, { x, y: ty, width: 130 })
    value(doc, amount, { x: x + 130, y: ty, width: 100 }, { align: 'right' })
    ty += 18
  }
  doc
    .moveTo(x, ty)
    .lineTo(pageWidth - margin, ty)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke()
  ty += 8
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ink)
  doc.text(copy.total, x, ty, { width: 130 })
  doc.text(printable(euros(invoice.totalCents)), x + 130, ty, { width: 100, align: 'right' })
  const below = Math.max(y, ty + 24) + 16
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(ink)
  doc.text(printable(copy.settled(statementDate(invoice.issuedAt, locale))), margin, below, {
    width: contentWidth,
  })
}

/** Every page's footer: the seller, the invoice and the page. */
export function footers(doc: Doc, invoice: Invoice) {
  const copy = invoiceCopy[invoice.locale]
  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index)
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
    doc.text(
      printable(copy.footer(invoice.seller.legalName, invoice.number, index + 1, range.count)),
      margin,
      y,
      { width: contentWidth, align: 'center', lineBreak: false },
    )
  }
}
