/**
 * Work a transaction's step leaves for after its commit (publishing what it changed), so that
 * nobody hears of a change that was rolled back. The caller runs it once the transaction has
 * committed and drops it otherwise.
 */
export type AfterCommit = () => Promise<void>

/** Nothing to do after the commit. */
export const nothingAfterCommit: AfterCommit = () => Promise.resolve()
