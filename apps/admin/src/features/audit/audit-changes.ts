/** One field a change touched: its value before and after (as text), either may be absent. */
export interface FieldChange {
  field: string
  before: string | null
  after: string | null
}

function parsed(json: string | null): Record<string, unknown> {
  if (!json) return {}
  const value: unknown = JSON.parse(json)
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The fields whose value differs between a record before and after a change (JSON texts). */
export function auditChanges(before: string | null, after: string | null): FieldChange[] {
  const old = parsed(before)
  const next = parsed(after)
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])]
  return fields
    .map((field) => ({ field, before: text(old[field]), after: text(next[field]) }))
    .filter((change) => change.before !== change.after)
}

/** What names the changed record: its e-mail address or name when it has one, else its id. */
export function recordLabel(before: string | null, after: string | null, recordId: string): string {
  const record = { ...parsed(before), ...parsed(after) }
  const name = record.email ?? record.name
  return typeof name === 'string' ? name : recordId
}
