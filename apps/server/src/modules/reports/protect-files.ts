import { renderTokens, TokenValueError } from '@herald/contracts'
import { ConnectorError } from '../../connectors/connector.ts'
import { aesZip } from '../../platform/documents/aes-zip.ts'
import { protectPdf, QpdfMissingError } from '../../platform/documents/protect-pdf.ts'
import type { BuiltDocuments } from './build-documents.ts'
import type { ClaimedFile } from './files.queries.ts'
import type { ReportsDeps } from './reports-deps.ts'

/**
 * A row whose password cannot be made (empty, a line break) or qpdf missing: the file fails at once with this
 * text, for the user to fix — told like a connector's error (render-file treats those as user-facing).
 */
export class FilePasswordError extends ConnectorError {}

export const filePasswordMessages = {
  empty:
    'The file password for this row is empty: give the row a value for the password’s column, or use a fixed text.',
  lineBreak: 'The file password for this row contains a line break.',
} as const

/** The row's password: the job's sealed text with its tokens ({Password}, {filterValue}…) filled from the row. */
function rowPassword(deps: Pick<ReportsDeps, 'filePasswords'>, claimed: ClaimedFile): string | undefined {
  const sealed = claimed.task.filePasswordSealed
  if (!sealed) return undefined
  const template = deps.filePasswords.open(sealed)
  let password: string
  try {
    password = renderTokens(
      template,
      {
        fields: claimed.file.fields ?? {},
        filterName: claimed.file.filterName,
        filterValue: claimed.file.filterValue,
        jobName: claimed.jobName ?? '',
        runAt: claimed.scheduledFor ?? new Date(),
        timeZone: claimed.timeZone ?? 'UTC',
      },
      { mode: 'subject' },
    )
  } catch (error) {
    if (error instanceof TokenValueError) throw new FilePasswordError(filePasswordMessages.lineBreak)
    throw error
  }
  if (password.trim() === '') throw new FilePasswordError(filePasswordMessages.empty)
  return password
}

/**
 * Protects a file's documents when its job has a file password (ADR 0049) — after they are built, before
 * they are stored, so the stored file (sent, linked, downloaded from history) is the protected one: the PDF
 * encrypted with AES-256 by qpdf, a PPTX and the Excel export each inside an AES-256 zip. The password
 * itself is never logged nor stored in the clear.
 */
export async function protectDocuments(
  deps: Pick<ReportsDeps, 'filePasswords' | 'qpdfPath'>,
  claimed: ClaimedFile,
  built: BuiltDocuments,
): Promise<BuiltDocuments & { protected: boolean }> {
  const password = rowPassword(deps, claimed)
  if (password === undefined) return { ...built, protected: false }
  const name = claimed.file.fileName
  try {
    const document =
      built.kind === 'PDF'
        ? await protectPdf(built.document, password, deps.qpdfPath)
        : await aesZip(`${name}.pptx`, built.document, password)
    const workbook = built.workbook && (await aesZip(`${name}.xlsx`, built.workbook, password))
    return { kind: built.kind, document, workbook, protected: true }
  } catch (error) {
    // Said as it is, at once: a retry cannot install qpdf.
    if (error instanceof QpdfMissingError) throw new FilePasswordError(error.message)
    throw error
  }
}
