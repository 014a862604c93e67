import type { PayoutStatement, StatementLine } from './payout-statement'
import { statementCopy, statementDate, statementEuros, statementRate } from './statement-copy'
import {
  band,
  bodyBottom,
  contentWidth,
  ink,
  margin,
  muted,
  pageWidth,
  printable,
  rule,
  value,
  type Doc,
} from './statement-layout'

/** Widths of the table's columns (order, date, base, rate, commission); numbers align right. */
const columns = [
  { width: 175, align: 'left' },
  { width: 95, align: 'left' },
  { width: 95, align: 'right' },
  { width: 50, align: 'right' },
  { width: contentWidth - 415, align: 'right' },
] as const

function tableHeader(doc: Doc, copy: (typeof statementCopy)['en'], top: number): number {
  doc.rect(margin, top, contentWidth, 20).fillColor(band).fill()
  let x = margin
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor(muted)
  copy.columns.forEach((title, index) => {
    const column = columns[index] ?? columns[0]
    doc.text(title.toUpperCase(), x + 6, top + 6.5, {
      width: column.width - 12,
      align: column.align,
      characterSpacing: 0.4,
    })
    x += column.width
  })
  return top + 20
}

function tableRow(doc: Doc, statement: PayoutStatement, line: StatementLine, top: number) {
  const { locale } = statement.ambassador
  const copy = statementCopy[locale]
  const cells = [
    line.kind === 'CLAWBACK' ? `${line.orderNumber} (${copy.refund})` : line.orderNumber,
    statementDate(line.orderDate, locale, 'short'),
    statementEuros(line.baseCents, locale),
    statementRate(line.rateBps, locale),
    statementEuros(line.amountCents, locale),
  ]
  let x = margin
  doc.font('Helvetica').fontSize(9.5).fillColor(ink)
  cells.forEach((text, index) => {
    const column = columns[index] ?? columns[0]
    doc.text(printable(text), x + 6, top + 6, { width: column.width - 12, align: column.align })
    x += column.width
  })
  doc
    .moveTo(margin, top + 21)
    .lineTo(pageWidth - margin, top + 21)
    .lineWidth(0.5)
    .strokeColor(rule)
    .stroke()
}

/** The commissions table, over as many pages as it needs; returns the y below it. */
export function commissions(doc: Doc, statement: PayoutStatement, top: number): number {
  const copy = statementCopy[statement.ambassador.locale]
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ink).text(copy.commissions, margin, top)
  let y = tableHeader(doc, copy, top + 20)
  if (statement.lines.length === 0) {
    value(doc, copy.empty, { x: margin + 6, y: y + 8, width: contentWidth })
    return y + 34
  }
  for (const line of statement.lines) {
    if (y + 22 > bodyBottom) {
      doc.addPage()
      y = tableHeader(doc, copy, margin)
    }
    tableRow(doc, statement, line, y)
    y += 22
  }
  return y + 14
}
