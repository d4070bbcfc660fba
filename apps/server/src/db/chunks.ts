/**
 * PostgreSQL binds at most 65,535 parameters in one statement (the wire protocol counts them in 16 bits):
 * one INSERT of 10,000 rows of 8 columns fails. Every write of a list of rows goes through these helpers.
 */
export const MAX_BIND_PARAMETERS = 65_535
/** Left for the statement's own parameters besides the rows (a run id, a delivery's status…). */
const RESERVED_PARAMETERS = 64
/** Rows per statement even when few columns would allow more: bounded statements, bounded memory. */
const MAX_ROWS_PER_STATEMENT = 1_000

/** How many parameters a row binds at most when rows are objects of column values (one per column named). */
function paramsOf(rows: readonly unknown[]): number {
  const columns = new Set<string>()
  for (const row of rows) if (typeof row === 'object' && row !== null) for (const key in row) columns.add(key)
  return Math.max(1, columns.size)
}

/** `rows` split into statement-sized chunks, in order; `paramsPerRow` is what one row binds. */
export function chunksOf<T>(rows: readonly T[], paramsPerRow: number = paramsOf(rows)): T[][] {
  const size = Math.max(
    1,
    Math.min(MAX_ROWS_PER_STATEMENT, Math.floor((MAX_BIND_PARAMETERS - RESERVED_PARAMETERS) / paramsPerRow)),
  )
  const chunks: T[][] = []
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size))
  return chunks
}

/**
 * Writes `rows` with one statement per chunk, in order (a statement that returns rows can collect them
 * in `write`). Call it with a transaction when the rows must land together.
 */
export async function writeInChunks<T>(
  rows: readonly T[],
  write: (chunk: T[]) => PromiseLike<unknown>,
  paramsPerRow?: number,
): Promise<void> {
  for (const chunk of chunksOf(rows, paramsPerRow)) await write(chunk)
}
