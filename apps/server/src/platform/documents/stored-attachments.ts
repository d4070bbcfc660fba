export type AttachmentKind = 'PDF' | 'PPTX' | 'XLSX'

export const ZIP_CONTENT_TYPE = 'application/zip'

export const CONTENT_TYPES: Record<AttachmentKind, string> = {
  PDF: 'application/pdf',
  PPTX: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

export interface StoredAttachment {
  kind: AttachmentKind
  /** The file store's id of the bytes. */
  storedId: string
  /** What the recipient or the downloader sees: the file's name and the kind's extension. */
  name: string
  contentType: string
}

/**
 * The documents a generated file carries: its PDF or PPTX, and its Excel export when there is one —
 * the one place that reads a run file's stored ids, for emails, history and downloads alike.
 */
export function storedAttachments(file: {
  fileName: string
  documentKind: string | null
  documentId: string | null
  workbookId: string | null
  /** Password-protected (ADR 0049): the PDF is encrypted in place, a PPTX or XLSX is stored inside an AES zip. */
  protected?: boolean | undefined
}): StoredAttachment[] {
  const attachment = (kind: AttachmentKind, storedId: string): StoredAttachment => {
    const zipped = file.protected === true && kind !== 'PDF'
    const name = `${file.fileName}.${kind.toLowerCase()}`
    return {
      kind,
      storedId,
      name: zipped ? `${name}.zip` : name,
      contentType: zipped ? ZIP_CONTENT_TYPE : CONTENT_TYPES[kind],
    }
  }
  const list: StoredAttachment[] = []
  if (file.documentId && (file.documentKind === 'PDF' || file.documentKind === 'PPTX')) {
    list.push(attachment(file.documentKind, file.documentId))
  }
  if (file.workbookId) list.push(attachment('XLSX', file.workbookId))
  return list
}
