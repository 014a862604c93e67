import PDFDocument from 'pdfkit'

import { registrationLine } from '../../config-shop-identity'
import { statementDate, statementEuros } from '../payouts/statement-copy'
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
} from '../payouts/statement-layout'
import { invoiceCopy, invoiceRate } from './invoice-copy'
import type { Invoice } from './invoice-data'
import { footers, totals } from './invoice-totals'

const half = contentWidth / 2

function stack(doc: Doc, texts: readonly string[], x: number, top: number, width: number): number {
  let y = top
  for (const text of texts) {
    value(doc, text, { x, y, width })
    y = Math.max(y + 14, doc.y)
  }
  return y
}

function header(doc: Doc, invoice: Invoice): number {
  const copy = invoiceCopy[invoice.locale]
  const right = { width: contentWidth, align: 'right' as const }
  doc.font('Helvetica-Bold').fontSize(22).fillColor(ink).text('Comptoir', margin, margin)
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(copy.title, margin, margin + 2, right)
  doc.font('Helvetica').fontSize(10).fillColor(ink)
  doc.text(printable(`${copy.number} ${invoice.number}`), margin, margin + 22, right)
  doc.fillColor(muted)
  doc.text(
    printable(`${copy.issued} ${statementDate(invoice.issuedAt, invoice.locale)}`),
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
  return margin + 76
}

function parties(doc: Doc, invoice: Invoice, top: number): number {
  const copy = invoiceCopy[invoice.locale]
  const { seller, buyer } = invoice
  label(doc, copy.seller, margin, top, half - 20)
  value(doc, seller.legalName, { x: margin, y: top + 14, width: half - 20 }, { bold: true })
  const left = stack(
    doc,
    [
      ...seller.address,
      registrationLine(seller),
      copy.vatNumber(seller.vatNumber),
      seller.contactEmail,
    ],
    margin,
    top + 28,
    half - 20,
  )
  const x = margin + half
  const address = buyer.address
  label(doc, copy.buyer, x, top, half)
  value(
    doc,
    `${address.firstName} ${address.lastName}`,
    { x, y: top + 14, width: half },
    { bold: true },
  )
  const right = stack(
    doc,
    [
      address.line1,
      ...(address.line2 ? [address.line2] : []),
      `${address.postalCode} ${address.city}`,
      new Intl.DisplayNames([invoice.locale], { type: 'region' }).of(address.country) ??
        address.country,
      buyer.email,
    ],
    x,
    top + 28,
    half,
  )
  return Math.max(left, right) + 16
}

function orderBand(doc: Doc, invoice: Invoice, top: number): number {
  const copy = invoiceCopy[invoice.locale]
  const cells: [string, string][] = [
    [copy.order, invoice.order.number],
    [copy.placedOn, statementDate(invoice.order.placedAt, invoice.locale)],
    [copy.payment, copy.paid],
  ]
  doc.rect(margin, top, contentWidth, 44).fillColor(band).fill()
  const width = (contentWidth - 24) / 3
  cells.forEach(([name, text], index) => {
    const x = margin + 12 + index * width
    label(doc, name, x, top + 10, width - 10)
    value(doc, text, { x, y: top + 22, width: width - 10 })
  })
  return top + 62
}

const columns = [
  { width: 265, align: 'left' as const },
  { width: 40, align: 'right' as const },
  { width: 95, align: 'right' as const },
  { width: contentWidth - 400, align: 'right' as const },
]

function row(doc: Doc, cells: readonly string[], y: number, bold = false): number {
  let x = margin
  let bottom = y
  cells.forEach((cell, index) => {
    const column = columns[index] ?? { width: 80, align: 'right' as const }
    value(doc, cell, { x, y, width: column.width - 6 }, { bold, align: column.align })
    bottom = Math.max(bottom, doc.y)
    x += column.width
  })
  return bottom + 6
}

function lines(doc: Doc, invoice: Invoice, top: number): number {
  const copy = invoiceCopy[invoice.locale]
  const euros = (cents: number) => statementEuros(cents, invoice.locale)
  let x = margin
  copy.columns.forEach((name, index) => {
    const column = columns[index] ?? { width: 80, align: 'right' as const }
    doc.font('Helvetica').fontSize(8).fillColor(muted)
    doc.text(printable(name.toUpperCase()), x, top, {
      width: column.width - 6,
      align: column.align,
    })
    x += column.width
  })
  let y = top + 16
  const body: string[][] = [
    ...invoice.lines.map((line) => [
      `${line.description} (${line.sku})`,
      String(line.quantity),
      euros(line.unitCents),
      euros(line.totalCents),
    ]),
    ...(invoice.discountCents > 0 ? [[copy.discount, '', '', euros(-invoice.discountCents)]] : []),
    [
      copy.shipping(invoice.shippingName),
      '1',
      euros(invoice.shippingCents),
      euros(invoice.shippingCents),
    ],
  ]
  for (const cells of body) {
    if (y > bodyBottom - 20) {
      doc.addPage()
      y = margin
    }
    doc
      .moveTo(margin, y - 3)
      .lineTo(pageWidth - margin, y - 3)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke()
    y = row(doc, cells, y)
  }
  doc.font('Helvetica').fontSize(8.5).fillColor(muted)
  doc.text(
    printable(copy.pricesNote(invoiceRate(invoice.vatRatePercent, invoice.locale))),
    margin,
    y + 2,
  )
  return doc.y + 16
}

/** The invoice as a PDF (A4) in the buyer's language. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const copy = invoiceCopy[invoice.locale]
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: {
      Title: `${copy.title} ${invoice.number}`,
      Author: invoice.seller.legalName,
      CreationDate: invoice.issuedAt,
    },
    lang: invoice.locale,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => {
      resolve(Buffer.concat(chunks))
    })
    doc.on('error', reject)
  })
  let y = header(doc, invoice)
  y = parties(doc, invoice, y)
  y = orderBand(doc, invoice, y)
  y = lines(doc, invoice, y)
  totals(doc, invoice, y)
  footers(doc, invoice)
  doc.end()
  return done
}

/** The file name of an invoice's PDF, in its language. */
export function invoiceFilename(invoice: Invoice): string {
  return invoiceCopy[invoice.locale].filename(invoice.number)
}
