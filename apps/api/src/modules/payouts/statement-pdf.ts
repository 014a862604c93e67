import PDFDocument from 'pdfkit'

import { registrationLine } from '../../config-shop-identity'
import type { PayoutStatement } from './payout-statement'
import {
  band,
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
} from './statement-layout'
import { commissions } from './statement-table'
import { legalStatusName, statementCopy, statementDate, statementEuros } from './statement-copy'

export function header(doc: Doc, statement: PayoutStatement) {
  const copy = statementCopy[statement.ambassador.locale]
  const { locale } = statement.ambassador
  doc.font('Helvetica-Bold').fontSize(22).fillColor(ink).text(copy.brand, margin, margin)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(muted)
    .text(copy.programme, margin, margin + 27)
  const right = { width: contentWidth, align: 'right' as const }
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(ink)
    .text(copy.title, margin, margin + 2, right)
  doc.font('Helvetica').fontSize(10).fillColor(ink)
  doc.text(printable(`${copy.number} ${statement.number}`), margin, margin + 22, right)
  doc.fillColor(muted)
  doc.text(
    printable(`${copy.issued} ${statementDate(statement.paidAt, locale)}`),
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

/** `12345678900012` → `123 456 789 00012`. */
function spacedSiret(siret: string): string {
  return siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')
}

/** Lines one under the other from `top`; returns the y below the last. */
function lines(doc: Doc, texts: readonly string[], at: { x: number; y: number; width: number }) {
  let y = at.y
  for (const text of texts) {
    value(doc, text, { x: at.x, y, width: at.width })
    y = Math.max(y + 14, doc.y)
  }
  return y
}

/** Who pays (the shop) and who is paid, side by side; returns the y below them. */
function parties(doc: Doc, statement: PayoutStatement, top: number): number {
  const { locale, ...who } = statement.ambassador
  const { payer } = statement
  const copy = statementCopy[locale]
  const half = contentWidth / 2
  label(doc, copy.from, margin, top, half - 20)
  value(doc, payer.legalName, { x: margin, y: top + 14, width: half - 20 }, { bold: true })
  const payerBottom = lines(
    doc,
    [
      ...payer.address,
      registrationLine(payer),
      copy.vatNumber(payer.vatNumber),
      `${copy.programme} · ${payer.contactEmail}`,
    ],
    { x: margin, y: top + 28, width: half - 20 },
  )
  const x = margin + half
  label(doc, copy.to, x, top, half)
  value(doc, who.name, { x, y: top + 14, width: half }, { bold: true })
  const payeeBottom = lines(
    doc,
    [
      copy.ambassador(who.displayName, who.code),
      ...who.billingAddress,
      copy.legalStatus(legalStatusName(who.legalStatus, locale)),
      ...(who.siret ? [copy.siret(spacedSiret(who.siret))] : []),
      ...(who.vatNumber ? [copy.vatNumber(who.vatNumber)] : []),
      who.email,
    ],
    { x, y: top + 28, width: half },
  )
  return Math.max(payerBottom, payeeBottom) + 14
}

/** The payment's facts in a shaded band of two rows of three; returns the y below it. */
function payment(doc: Doc, statement: PayoutStatement, top: number): number {
  const { locale } = statement.ambassador
  const copy = statementCopy[locale]
  const period = statement.period
    ? copy.periodRange(
        statementDate(statement.period.from, locale, 'short'),
        statementDate(statement.period.to, locale, 'short'),
      )
    : copy.noPeriod
  const cells: [string, string, boolean][] = [
    [copy.amountPaid, statementEuros(statement.amountCents, locale), true],
    [copy.paidOn, statementDate(statement.paidAt, locale), false],
    [copy.requestedOn, statementDate(statement.requestedAt, locale), false],
    [copy.account, statement.maskedIban, false],
    [copy.method, copy.transfer, false],
    [copy.period, period, false],
  ]
  const height = 84
  doc.rect(margin, top, contentWidth, height).fillColor(band).fill()
  const cellWidth = (contentWidth - 24) / 3
  cells.forEach(([name, text, bold], index) => {
    const x = margin + 12 + (index % 3) * cellWidth
    const y = top + 12 + Math.floor(index / 3) * 36
    label(doc, name, x, y, cellWidth - 10)
    value(doc, text, { x, y: y + 12, width: cellWidth - 10 }, { bold })
  })
  return top + height + 26
}

/** Subtotals, the total paid and the VAT mention, kept together on one page. */
function totals(doc: Doc, statement: PayoutStatement, top: number): number {
  const { locale } = statement.ambassador
  const copy = statementCopy[locale]
  const sales = statement.lines.filter((line) => line.kind === 'SALE')
  const clawbacks = statement.lines.filter((line) => line.kind === 'CLAWBACK')
  const rows: [string, number][] = [
    [copy.subtotalSales(sales.length), sales.reduce((sum, line) => sum + line.amountCents, 0)],
    ...(clawbacks.length > 0
      ? [
          [copy.subtotalClawbacks, clawbacks.reduce((sum, line) => sum + line.amountCents, 0)] as [
            string,
            number,
          ],
        ]
      : []),
  ]
  const needed = rows.length * 18 + 110
  let y = top
  if (y + needed > bodyBottom) {
    doc.addPage()
    y = margin
  }
  const x = margin + contentWidth - 320
  for (const [name, cents] of rows) {
    value(doc, name, { x, y, width: 220 })
    value(doc, statementEuros(cents, locale), { x: x + 220, y, width: 100 }, { align: 'right' })
    y += 18
  }
  doc
    .moveTo(x, y)
    .lineTo(pageWidth - margin, y)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke()
  y += 8
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ink)
  doc.text(copy.total, x, y, { width: 220 })
  doc.text(printable(statementEuros(statement.amountCents, locale)), x + 220, y, {
    width: 100,
    align: 'right',
  })
  y += 30
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(ink)
  doc.text(printable(copy.vat[statement.vat]), margin, y, { width: contentWidth })
  y = doc.y + 10
  doc.font('Helvetica').fontSize(8.5).fillColor(muted)
  for (const note of copy.notes) {
    doc.text(printable(note), margin, y, { width: contentWidth })
    y = doc.y + 4
  }
  return y
}

function footers(doc: Doc, statement: PayoutStatement) {
  const copy = statementCopy[statement.ambassador.locale]
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
    doc.text(printable(copy.footer(statement.number, index + 1, range.count)), margin, y, {
      width: contentWidth,
      align: 'center',
      lineBreak: false,
    })
  }
}

/** The statement as a PDF (A4), in the ambassador's language. `compress: false` keeps its text readable. */
export function renderStatementPdf(
  statement: PayoutStatement,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const copy = statementCopy[statement.ambassador.locale]
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `${copy.title} ${statement.number}`,
      Author: statement.payer.legalName,
      Subject: copy.programme,
      CreationDate: statement.paidAt,
    },
    lang: statement.ambassador.locale,
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => {
      resolve(Buffer.concat(chunks))
    })
    doc.on('error', reject)
  })
  header(doc, statement)
  let y = parties(doc, statement, margin + 78)
  y = payment(doc, statement, y)
  y = commissions(doc, statement, y)
  totals(doc, statement, y)
  footers(doc, statement)
  doc.end()
  return done
}

/** The file name of a statement's PDF, in its language. */
export function statementFilename(statement: PayoutStatement): string {
  return statementCopy[statement.ambassador.locale].filename(statement.number)
}
