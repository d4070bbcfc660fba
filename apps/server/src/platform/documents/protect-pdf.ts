import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** What Herald says when qpdf is missing: at start-up (a warning) and on a protected PDF's file (its error). */
export const qpdfMissingMessage = (qpdfPath: string) =>
  `Password-protected PDFs need qpdf, which is not installed (${qpdfPath}). Install the Debian package qpdf (npm start's set-up does as root) or set QPDF_PATH.`

/** qpdf is not installed (or QPDF_PATH names nothing runnable): protected PDFs cannot be made. */
export class QpdfMissingError extends Error {
  override name = 'QpdfMissingError'
  constructor(qpdfPath: string) {
    super(qpdfMissingMessage(qpdfPath))
  }
}

function run(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: 120_000 }, (error) => (error ? reject(error) : resolve()))
  })
}

/**
 * The PDF encrypted with AES-256 by qpdf (ADR 0049): it opens only with `password` (user and owner alike).
 * The password reaches qpdf through an argument file in a private temporary directory, never on its
 * command line (which other users of the machine could read) and never in a log.
 */
export async function protectPdf(pdf: Buffer, password: string, qpdfPath = 'qpdf'): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'herald-qpdf-'))
  try {
    const input = path.join(dir, 'in.pdf')
    const output = path.join(dir, 'out.pdf')
    const args = path.join(dir, 'args')
    await writeFile(input, pdf, { mode: 0o600 })
    // One argument per line (qpdf's @file); a password holds no line break (the rules refuse one).
    await writeFile(args, ['--encrypt', password, password, '256', '--', input, output].join('\n'), {
      mode: 0o600,
    })
    try {
      await run(qpdfPath, [`@${args}`])
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new QpdfMissingError(qpdfPath)
      // Not the error itself as the cause: its text quotes qpdf's output, kept out of logs with the password.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`qpdf could not encrypt the PDF (exit ${String((error as { code?: unknown }).code)})`)
    }
    return await readFile(output)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Whether qpdf answers at `qpdfPath`: said at start-up, so a missing one is known before a job needs it. */
export async function qpdfAvailable(qpdfPath = 'qpdf'): Promise<boolean> {
  try {
    await run(qpdfPath, ['--version'])
    return true
  } catch {
    return false
  }
}
