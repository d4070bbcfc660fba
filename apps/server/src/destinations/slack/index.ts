import { LogLevel, WebClient } from '@slack/web-api'
import { SLACK_CHANNEL } from '@herald/contracts'
import type { DestinationDriver, DestinationFile } from '../destination.ts'
import type { DestinationRuntime } from '../destination-runtime.ts'
import { resolveChannel } from './resolve-channel.ts'
import { slackOutcome } from './slack-errors.ts'

const silent = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => LogLevel.ERROR,
  setName() {},
}

function testFile(jobName: string): DestinationFile {
  const bytes = Buffer.from(`Test from Herald: the job "${jobName}" will post its files here.\n`)
  return { name: 'herald-test.txt', contentType: 'text/plain', size: bytes.length, sha256: '', bytes }
}

/**
 * Slack (ADR 0048): the file uploaded with the official SDK — files.getUploadURLExternal, the bytes to the
 * upload URL Slack answered, files.completeUploadExternal sharing it to the channel with the message. The
 * channel may be a row token (`{Channel}`), so each row goes to its own channel. Retries are the ledger's
 * (the SDK's own are off): `ratelimited` / HTTP 429 wait their Retry-After. Slack cannot tell a resend from
 * a new post: a resend after a lost answer to the sharing call is flagged as a possible duplicate.
 */
export function slackDestination(runtime: DestinationRuntime): DestinationDriver<'SLACK'> {
  return {
    type: 'SLACK',
    idempotent: false,
    async configure(input) {
      return { settings: { channel: input.channel, message: input.message }, secret: { token: input.token } }
    },
    label: (settings) => {
      const channel = settings.channel ?? ''
      return `Slack ${/^[a-z0-9]/.test(channel) ? `#${channel}` : channel}`
    },
    async deliver(target, item) {
      const token = target.secret.token!
      const channel = item.text(target.settings.channel ?? '').trim()
      if (!SLACK_CHANNEL.test(channel) || channel.startsWith('{'))
        return {
          kind: 'failed',
          error: `The row names no Slack channel (${target.settings.channel} gave "${channel}").`,
        }
      const client = new WebClient(token, {
        slackApiUrl: runtime.slackApiUrl,
        retryConfig: { retries: 0 },
        rejectRateLimitedCalls: true,
        timeout: runtime.callTimeoutMs,
        logger: silent,
      })
      const file = item.file ?? testFile(item.job.name)
      const defaultMessage = item.test ? 'Test from Herald.' : '{fileName}'
      let shared = false
      try {
        const channelId = await resolveChannel(client, token, channel)
        if (!channelId)
          return slackOutcome(
            { code: 'slack_webapi_platform_error', data: { ok: false, error: 'channel_not_found' } },
            false,
          )
        const upload = await client.files.getUploadURLExternal({ filename: file.name, length: file.size })
        const put = await fetch(upload.upload_url!, {
          method: 'POST',
          headers: { 'content-type': file.contentType, authorization: `Bearer ${token}` },
          body: new Uint8Array(file.bytes),
          signal: AbortSignal.timeout(runtime.callTimeoutMs),
        })
        await put.arrayBuffer()
        if (put.status !== 200)
          return put.status >= 500 || put.status === 429
            ? { kind: 'retry', error: `Slack's upload address answered ${put.status}.` }
            : { kind: 'failed', error: `Slack's upload address answered ${put.status}.` }
        shared = true
        await client.files.completeUploadExternal({
          files: [{ id: upload.file_id!, title: file.name }],
          channel_id: channelId,
          initial_comment: item.text(target.settings.message || defaultMessage),
        })
        return { kind: 'sent', detail: `posted to ${channel}` }
      } catch (err) {
        return slackOutcome(err, shared)
      }
    },
  }
}
