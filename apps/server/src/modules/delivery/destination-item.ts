import { createHash } from 'node:crypto'
import { renderTokens, type TokenContext } from '@herald/contracts'
import type { DeliveryItem, DestinationFile } from '../../destinations/destination.ts'
import { storedAttachments } from '../../platform/documents/stored-attachments.ts'
import type { FileStore } from '../../platform/storage/file-store.ts'

/** A line break in a row's value would break a one-line text (a Slack channel, a card title): a space instead. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ')

/** The row's tokens filled in plain text ({filterValue}, {fileName}, a row column such as {Channel}). */
export function rowText(context: TokenContext): (template: string) => string {
  const flat: TokenContext = {
    ...context,
    filterValue: oneLine(context.filterValue),
    fields: Object.fromEntries(Object.entries(context.fields).map(([k, v]) => [k, oneLine(v)])),
  }
  return (template) => renderTokens(template, flat, { mode: 'subject' })
}

/** The file's main document (the PDF or the PPTX) as a destination carries it, with its size and SHA-256. */
export async function destinationFile(
  files: FileStore,
  file: {
    fileName: string
    documentKind: string | null
    documentId: string | null
    workbookId: string | null
  },
): Promise<DestinationFile | undefined> {
  const [main] = storedAttachments(file)
  if (!main) return undefined
  const bytes = await files.get(main.storedId)
  return {
    name: main.name,
    contentType: main.contentType,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  }
}

export type { DeliveryItem }
