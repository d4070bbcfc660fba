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
