/** The parts of a thrown error the error page shows (SPEC §2). */
export interface DescribedError {
  statusCode: number
  statusMessage?: string
  message?: string
}

/**
 * Reads the status code, status message and message of anything thrown: an error carrying
 * `statusCode` keeps it, anything else is a 500.
 */
export function describeError(error: unknown): DescribedError {
  const fields =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  return {
    statusCode: typeof fields.statusCode === 'number' ? fields.statusCode : 500,
    statusMessage: typeof fields.statusMessage === 'string' ? fields.statusMessage : undefined,
    message: error instanceof Error ? error.message : undefined,
  }
}
