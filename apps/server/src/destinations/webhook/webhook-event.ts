import type { DeliveryItem } from '../destination.ts'

/** Event types a Herald webhook receives. */
export const WEBHOOK_EVENTS = { file: 'report.file.generated', test: 'herald.test' } as const

/**
 * The JSON of one event (Standard Webhooks' `type`, `timestamp`, `data`): the job, the run, the row's fields,
 * and the file's name, size, SHA-256 and a link to it (never the file itself).
 */
export async function webhookEvent(item: DeliveryItem, now: Date): Promise<string> {
  const link = item.file ? await item.link() : undefined
  return JSON.stringify({
    type: item.test ? WEBHOOK_EVENTS.test : WEBHOOK_EVENTS.file,
    timestamp: now.toISOString(),
    data: {
      job: item.job,
      run: {
        id: item.run.id,
        trigger: item.run.trigger,
        startedAt: item.run.startedAt?.toISOString() ?? null,
      },
      row: item.row,
      file: item.file && {
        name: item.file.name,
        contentType: item.file.contentType,
        size: item.file.size,
        sha256: item.file.sha256,
        url: link?.url ?? null,
        expiresAt: link?.expiresAt.toISOString() ?? null,
      },
    },
  })
}
