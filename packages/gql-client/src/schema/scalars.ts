/**
 * How the custom scalars of both schemas reach TypeScript: `DateTime` travels as an ISO 8601
 * string (`2026-11-24T00:00:00.000Z`).
 */
export interface CustomScalars {
  /** An ISO 8601 date and time, as the API serializes it. */
  DateTime: string
}
