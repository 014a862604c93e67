import PDFDocument from 'pdfkit'

import { pageFooter, pdfBytes } from '../../pdf/pdf-document'
import {
  band,
  bodyBottom,
  contentWidth,
  ink,
  label,
  margin,
  muted,
  pageWidth,
  printable,
  rule,
  value,
  type Doc,
} from '../../pdf/pdf-layout'
import { packingSlipCopy, slipDate } from './packing-slip-copy'
import type { PackingSlip } from './packing-slips'

function header(doc: Doc, slip: PackingSlip) {
  const copy = packingSlipCopy[slip.locale]
  doc.font('Helvetica-Bold').fontSize(22).fillColor(ink).text(copy.brand, margin, margin)
  const right = { width: contentWidth, align: 'right' as const }
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(copy.title, margin, margin + 2, right)
  doc.font('Helvetica').fontSize(10).fillColor(ink)
  doc.text(printable(`${copy.order} ${slip.number}`), margin, margin + 22, right)
  doc.fillColor(muted)
  doc.text(
    printable(`${copy.placed} ${slipDate(slip.placedAt, slip.locale)}`),
    margin,
    margin + 36,
    right,
  )
  doc
    .moveTo(margin, margin + 58)
    .lineTo(pageWidth - margin, margin + 58)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke()
}

/** The address and the shipping method side by side; returns the y below them. */
function parties(doc: Doc, slip: PackingSlip, top: number): number {
  const copy = packingSlipCopy[slip.locale]
  const half = contentWidth / 2
  label(doc, copy.shipTo, margin, top, half - 20)
  slip.address.forEach((text, index) => {
    value(
      doc,
      text,
      { x: margin, y: top + 14 + index * 14, width: half - 20 },
      { bold: index === 0 },
    )
  })
  const x = margin + half
  label(doc, copy.shipping, x, top, half)
  value(doc, slip.shippingMethod, { x, y: top + 14, width: half })
  label(doc, copy.contact, x, top + 38, half)
  value(doc, slip.email, { x, y: top + 52, width: half })
  return top + 28 + Math.max(slip.address.length, 5) * 14
}

function lines(doc: Doc, slip: PackingSlip, top: number): number {
  const copy = packingSlipCopy[slip.locale]
  const columns = { sku: 110, quantity: 60 }
  const nameWidth = contentWidth - columns.sku - columns.quantity - 24
  doc.rect(margin, top, contentWidth, 22).fillColor(band).fill()
  label(doc, copy.sku, margin + 8, top + 7, columns.sku)
  label(doc, copy.item, margin + 8 + columns.sku, top + 7, nameWidth)
  doc.font('Helvetica').fontSize(8).fillColor(muted)
  doc.text(
    printable(copy.quantity.toUpperCase()),
    pageWidth - margin - columns.quantity - 8,
    top + 7,
    {
      width: columns.quantity,
      align: 'right',
    },
  )
  let y = top + 30
  for (const line of slip.lines) {
    const height = Math.max(
      doc.font('Helvetica').fontSize(10).heightOfString(printable(line.name), { width: nameWidth }),
      12,
    )
    if (y + height > bodyBottom) {
      doc.addPage()
      y = margin
    }
    value(doc, line.sku, { x: margin + 8, y, width: columns.sku - 8 })
    value(doc, line.name, { x: margin + 8 + columns.sku, y, width: nameWidth })
    value(
      doc,
      String(line.quantity),
      { x: pageWidth - margin - columns.quantity - 8, y, width: columns.quantity },
      { bold: true, align: 'right' },
    )
    y += height + 8
    doc
      .moveTo(margin, y - 4)
      .lineTo(pageWidth - margin, y - 4)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke()
  }
  const units = slip.lines.reduce((sum, line) => sum + line.quantity, 0)
  value(
    doc,
    copy.units(units),
    { x: margin, y: y + 4, width: contentWidth },
    { bold: true, align: 'right' },
  )
  doc.font('Helvetica').fontSize(10).fillColor(muted)
  doc.text(printable(copy.thanks), margin, y + 34, { width: contentWidth })
  return y + 50
}

function footers(doc: Doc, pages: { slip: PackingSlip; first: number; count: number }[]) {
  for (const { slip, first, count } of pages) {
    for (let index = 0; index < count; index += 1) {
      doc.switchToPage(first + index)
      pageFooter(doc, packingSlipCopy[slip.locale].footer(slip.number, index + 1, count))
    }
  }
}

/**
 * The packing slips as one PDF (A4), each order on pages of its own in its buyer's language.
 * `compress: false` keeps the text readable.
 */
export function renderPackingSlipsPdf(
  slips: readonly PackingSlip[],
  options: { compress?: boolean; title: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    autoFirstPage: false,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: 'Comptoir' },
  })
  const done = pdfBytes(doc)
  const pages: { slip: PackingSlip; first: number; count: number }[] = []
  for (const slip of slips) {
    doc.addPage()
    const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1
    header(doc, slip)
    lines(doc, slip, parties(doc, slip, margin + 80))
    pages.push({ slip, first, count: doc.bufferedPageRange().count - first })
  }
  footers(doc, pages)
  doc.end()
  return done
}
