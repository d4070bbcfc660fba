import { createHash } from 'node:crypto'
import type { WebClient } from '@slack/web-api'

/** A channel ID as Slack writes it (public C…, private G…, direct D…): used as it is. */
const CHANNEL_ID = /^[CGD][A-Z0-9]{6,}$/
const REMEMBERED_MS = 5 * 60 * 1000
const remembered = new Map<string, { id: string | undefined; at: number }>()

/**
 * The ID of a channel the user named (`#finance`): files.completeUploadExternal takes IDs only. Read from
 * conversations.list (public and private channels the app can see, page by page) and remembered a few
 * minutes per Slack address and token, so a burst of rows asks once. Undefined when no such channel is visible.
 */
export async function resolveChannel(
  client: WebClient,
  token: string,
  channel: string,
): Promise<string | undefined> {
  if (CHANNEL_ID.test(channel)) return channel
  const name = channel.replace(/^#/, '').toLowerCase()
  const key = `${client.slackApiUrl}\n${createHash('sha256').update(token).digest('hex')}\n${name}`
  const known = remembered.get(key)
  if (known && Date.now() - known.at < REMEMBERED_MS) return known.id
  let cursor: string | undefined
  let id: string | undefined
  do {
    const page = await client.conversations.list({
      types: 'public_channel,private_channel',
      exclude_archived: true,
      limit: 200,
      cursor,
    })
    id = page.channels?.find((c) => c.name === name)?.id
    cursor = page.response_metadata?.next_cursor || undefined
  } while (!id && cursor)
  if (id) remembered.set(key, { id, at: Date.now() })
  return id
}
