/**
 * The SEPA credit transfer initiation file (ISO 20022 pain.001.001.03) that a bank imports to pay
 * a batch of transfers from one account: one payment information block, one transaction per
 * payout, amounts in euros with two decimals, text limited to the SEPA Latin character set.
 */

export interface SepaParty {
  name: string
  iban: string
}

export interface SepaTransfer {
  /** Unique per transfer, at most 35 characters: it comes back on the bank's statement. */
  endToEndId: string
  amountCents: number
  creditor: SepaParty
  /** Unstructured remittance information shown to the creditor (at most 140 characters). */
  remittance: string
}

export interface SepaBatch {
  /** Unique per file, at most 35 characters. */
  messageId: string
  createdAt: Date
  /** The day the bank is asked to execute the transfers (YYYY-MM-DD). */
  executionDate: string
  debtor: SepaParty & { bic: string }
  transfers: readonly SepaTransfer[]
}

const transliterations: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Þ: 'TH',
  þ: 'th',
  '&': '+',
  '’': "'",
  '‘': "'",
  '«': "'",
  '»': "'",
  '"': "'",
  '–': '-',
  '—': '-',
  _: '-',
}

/**
 * Text in the SEPA Latin character set (a–z, A–Z, 0–9 and / - ? : ( ) . , ' + space): accents
 * dropped, a few letters spelled out, anything else a space; spaces collapsed, cut at `max`.
 */
export function sepaText(text: string, max: number): string {
  const latin = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/./gu, (character) => transliterations[character] ?? character)
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return latin.slice(0, max).trim()
}

/** Escapes the five XML special characters (the apostrophe is in the SEPA set). */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** 12345 → `123.45`, exactly (integer arithmetic, no floating point). */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`A transfer amount must be a positive number of cents, not ${cents}`)
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** An IBAN as the file wants it: no spaces, upper case. */
const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/** `2026-11-28T16:05:09` (UTC, without fractions, as banks' importers expect). */
const isoDateTime = (at: Date) => at.toISOString().slice(0, 19)

const element = (name: string, content: string) => `<${name}>${content}</${name}>`
const text = (name: string, value: string, max: number) =>
  element(name, xmlText(sepaText(value, max)))

function transaction(transfer: SepaTransfer): string {
  return element(
    'CdtTrfTxInf',
    [
      element('PmtId', element('EndToEndId', xmlText(sepaText(transfer.endToEndId, 35)))),
      element('Amt', `<InstdAmt Ccy="EUR">${sepaAmount(transfer.amountCents)}</InstdAmt>`),
      element('Cdtr', text('Nm', transfer.creditor.name, 70)),
      element('CdtrAcct', element('Id', element('IBAN', compactIban(transfer.creditor.iban)))),
      element('RmtInf', text('Ustrd', transfer.remittance, 140)),
    ].join(''),
  )
}

/** The pain.001.001.03 document of a batch, as UTF-8 text. */
export function sepaCreditTransferXml(batch: SepaBatch): string {
  if (batch.transfers.length === 0) throw new RangeError('A transfer file needs a transfer')
  const count = String(batch.transfers.length)
  const total = sepaAmount(batch.transfers.reduce((sum, item) => sum + item.amountCents, 0))
  const debtorName = text('Nm', batch.debtor.name, 70)
  const header = element(
    'GrpHdr',
    [
      text('MsgId', batch.messageId, 35),
      element('CreDtTm', isoDateTime(batch.createdAt)),
      element('NbOfTxs', count),
      element('CtrlSum', total),
      element('InitgPty', debtorName),
    ].join(''),
  )
  const payment = element(
    'PmtInf',
    [
      text('PmtInfId', batch.messageId, 35),
      element('PmtMtd', 'TRF'),
      element('BtchBookg', 'true'),
      element('NbOfTxs', count),
      element('CtrlSum', total),
      element('PmtTpInf', element('SvcLvl', element('Cd', 'SEPA'))),
      element('ReqdExctnDt', batch.executionDate),
      element('Dbtr', debtorName),
      element('DbtrAcct', element('Id', element('IBAN', compactIban(batch.debtor.iban)))),
      element('DbtrAgt', element('FinInstnId', element('BIC', batch.debtor.bic.toUpperCase()))),
      element('ChrgBr', 'SLEV'),
      ...batch.transfers.map(transaction),
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    element('CstmrCdtTrfInitn', header + payment),
    '</Document>',
    '',
  ].join('\n')
}
