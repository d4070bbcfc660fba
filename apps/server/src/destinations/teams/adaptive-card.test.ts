import { describe, expect, it } from 'vitest'
import type { DeliveryItem } from '../destination.ts'
import { adaptiveCardMessage } from './adaptive-card.ts'

const item: DeliveryItem = {
  eventId: 'evt-1',
  attempt: 1,
  test: false,
  job: { id: 7, name: 'Board pack' },
  run: { id: 3, trigger: 'MANUAL', startedAt: new Date('2026-11-28T10:00:00Z') },
  row: { filterName: 'Region', filterValue: 'Central', fields: {} },
  file: {
    name: 'Sales - Central.pdf',
    contentType: 'application/pdf',
    size: 2048,
    sha256: '00',
    bytes: Buffer.alloc(0),
  },
  link: () =>
    Promise.resolve({ url: 'https://herald.example/l/abc', expiresAt: new Date('2026-12-05T23:30:00Z') }),
  text: (template) => template.replaceAll('{fileName}', 'Sales - Central.pdf'),
}

describe('the Teams adaptive card', () => {
  it("says when the link expires with the day in words and its zone, as the email's link does", async () => {
    const message = JSON.parse(await adaptiveCardMessage(item, '')) as {
      attachments: Array<{ content: { body: Array<{ type: string; facts?: unknown[] }> } }>
    }
    const facts = message.attachments[0]!.content.body.find((b) => b.type === 'FactSet')!.facts
    expect(facts).toContainEqual({ title: 'Link expires', value: '5 December 2026 (UTC)' })
  })
})
