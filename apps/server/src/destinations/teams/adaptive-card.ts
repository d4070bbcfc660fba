import { linkExpiryText } from '../../platform/link-expiry-text.ts'
import type { DeliveryItem } from '../destination.ts'

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * The message a Teams Workflows webhook takes ('When a Teams webhook request is received' → 'Post card'):
 * one Adaptive Card (1.4) with the row's message, the file's facts and a button opening its secure link.
 * Teams webhooks cannot carry files, so the link is the file.
 */
export async function adaptiveCardMessage(item: DeliveryItem, message: string): Promise<string> {
  const link = item.file ? await item.link() : undefined
  const text = item.text(
    message || (item.test ? 'Test from Herald: this channel will receive the job’s files.' : '{fileName}'),
  )
  const facts = item.file
    ? [
        { title: 'File', value: item.file.name },
        { title: 'Size', value: sizeText(item.file.size) },
        ...(item.row.filterName ? [{ title: item.row.filterName, value: item.row.filterValue }] : []),
        ...(link ? [{ title: 'Link expires', value: linkExpiryText(link.expiresAt) }] : []),
      ]
    : []
  const card = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body: [
      { type: 'TextBlock', text: item.job.name, weight: 'Bolder', size: 'Medium', wrap: true },
      { type: 'TextBlock', text, wrap: true },
      ...(facts.length > 0 ? [{ type: 'FactSet', facts }] : []),
    ],
    actions: link ? [{ type: 'Action.OpenUrl', title: `Open ${item.file!.name}`, url: link.url }] : [],
  }
  return JSON.stringify({
    type: 'message',
    attachments: [
      { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
    ],
  })
}
