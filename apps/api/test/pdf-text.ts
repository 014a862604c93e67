import { extractTextItems } from 'unpdf'

/** Items whose baselines are this close (in points) sit on one line. */
const lineTolerance = 2

/**
 * A PDF's text laid out in lines, page after page: the items of a line sorted left to right and
 * separated by spaces, lines top to bottom, so a table row reads as one line.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { items } = await extractTextItems(new Uint8Array(pdf))
  return items
    .map((page) => {
      const lines: { y: number; parts: { x: number; str: string }[] }[] = []
      for (const item of page) {
        if (!item.str.trim()) continue
        const line = lines.find((candidate) => Math.abs(candidate.y - item.y) <= lineTolerance)
        if (line) line.parts.push({ x: item.x, str: item.str })
        else lines.push({ y: item.y, parts: [{ x: item.x, str: item.str }] })
      }
      return lines
        .sort((a, b) => b.y - a.y)
        .map((line) =>
          line.parts
            .sort((a, b) => a.x - b.x)
            .map((part) => part.str.trim())
            .join('  '),
        )
        .join('\n')
    })
    .join('\n\f')
}
