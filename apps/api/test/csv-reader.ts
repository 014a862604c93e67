/**
 * Reads a CSV file as a spreadsheet app does (RFC 4180: quoted cells, doubled quotes, CRLF
 * lines, a leading byte order mark), with `separator` between cells: the rows of cells.
 */
export function readCsv(content: string, separator: ',' | ';'): string[][] {
  const text = content.startsWith('\uFEFF') ? content.slice(1) : content
  const rows: string[][] = []
  let row: string[] = []
  let value = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index)
    if (quoted) {
      if (char === '"' && text.charAt(index + 1) === '"') {
        value += '"'
        index += 1
      } else if (char === '"') quoted = false
      else value += char
    } else if (char === '"') quoted = true
    else if (char === separator) {
      row.push(value)
      value = ''
    } else if (char === '\r' && text.charAt(index + 1) === '\n') {
      row.push(value)
      rows.push(row)
      row = []
      value = ''
      index += 1
    } else value += char
  }
  if (value !== '' || row.length > 0) rows.push([...row, value])
  return rows
}
