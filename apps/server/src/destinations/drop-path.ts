import type { DeliveryItem, DeliveryOutcome } from './destination.ts'

/** Where a file drop writes (SFTP folders, S3 prefixes, ADR 0050): a row's folder and a file's name, made safe. */

/** The folder after its row tokens are filled: slashes collapsed, no ".." (a row's value may not climb out). */
export function dropFolder(filled: string): string | undefined {
  const trimmed = filled.trim().replace(/\/{2,}/g, '/')
  const parts = trimmed.split('/')
  if (parts.some((p) => p === '..') || /[\0\r\n]/.test(trimmed)) return undefined
  const folder = trimmed.replace(/\/$/, '')
  return folder === '' ? (trimmed.startsWith('/') ? '/' : '.') : folder
}

/** A file name safe as one path segment on the server. */
export function dropName(name: string): string {
  const safe = name.replace(/[/\\\0\r\n]/g, '_').trim()
  return safe === '' || safe === '.' || safe === '..' ? 'report' : safe
}

/** What a drop writes: the row's file, or for a test a short text saying the job's files will be dropped there. */
export function droppedFile(item: DeliveryItem): { name: string; bytes: Buffer; contentType: string } {
  return {
    name: dropName(item.file?.name ?? 'herald-test.txt'),
    bytes:
      item.file?.bytes ??
      Buffer.from(`Test from Herald: the job "${item.job.name}" will drop its files here.\n`),
    contentType: item.file?.contentType ?? 'text/plain',
  }
}

/** The outcome when the filled `setting` ('The prefix …', 'The folder …') would climb out with "..". */
export function climbingPath(setting: string): DeliveryOutcome {
  return { kind: 'failed', error: `${setting} gave a path with "..": nothing was sent.` }
}
