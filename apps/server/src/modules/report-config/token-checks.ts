import { tokenProblems } from '@herald/contracts'
import { AppError } from '../../platform/http/errors.ts'

/**
 * Refuses templates naming a column the rows do not have (ADR 0047): one 400 listing each problem with
 * the known tokens. `columns` undefined (Automated Input) lets any column through.
 */
export function refuseUnknownTokens(
  templates: { emailTitle?: string; emailBody?: string; filePrefix?: string },
  columns: readonly string[] | undefined,
): void {
  const problems = [
    ...tokenProblems(templates.emailTitle ?? '', columns, 'Email title'),
    ...tokenProblems(templates.emailBody ?? '', columns, 'Email body'),
    ...tokenProblems(templates.filePrefix ?? '', columns, 'FILE NAME', { fileName: true }),
  ]
  if (problems.length > 0) throw new AppError(400, problems.join('\n'))
}
