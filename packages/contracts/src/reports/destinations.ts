import { z } from 'zod/mini'
import type { SubscriptionType } from '../account.ts'
import { s3DestinationInput, s3Messages } from './s3-destination.ts'
import { sftpDestinationInput, sftpMessages } from './sftp-destination.ts'
import { sharePointDestinationInput, sharePointMessages } from './sharepoint-destination.ts'

export { SFTP_HOST_KEY, normalizeSftpHostKey, sftpHostKeyOf } from './sftp-destination.ts'
export { SharePointDrive, SharePointFolder, type SharePointSignInMessage } from './sharepoint-destination.ts'
export { S3_BUCKET } from './s3-destination.ts'

/**
 * Where a job's files go besides email (ADR 0048). Each type has its settings schema in the union below,
 * a label, and a driver on the server (apps/server/src/destinations/<type>/). Adding a type: its literal
 * here, its schema in DestinationInput, its label in DESTINATION_LABELS, its driver in the registry.
 */
export const DestinationType = z.enum(['SLACK', 'TEAMS', 'WEBHOOK', 'SFTP', 'S3', 'SHAREPOINT'])
export type DestinationType = z.infer<typeof DestinationType>

export const DESTINATION_LABELS: Record<DestinationType, string> = {
  SLACK: 'Slack',
  TEAMS: 'Microsoft Teams',
  WEBHOOK: 'Webhook',
  SFTP: 'SFTP folder',
  S3: 'S3 bucket',
  SHAREPOINT: 'SharePoint / OneDrive',
}

export const destinationMessages = {
  notOnPlan:
    'Destinations other than email are available on the Premium and Enterprise plans. Upgrade to Premium.',
  slackToken: 'Enter a Slack bot token (it begins with xoxb-).',
  slackChannel: 'Enter a channel: #name, a channel ID such as C0123456789, or a row token such as {Channel}.',
  url: 'Enter a valid URL beginning with https://.',
  httpsOnly: (host: string) =>
    `${host} must be reached over HTTPS (plain HTTP is allowed only for hosts an administrator listed in BI_PRIVATE_HOSTS).`,
  privateHost: (host: string) =>
    `${host} is a private address. Ask an administrator to add it to BI_PRIVATE_HOSTS if Herald may reach it.`,
  tooMany: (max: number) => `A job can have at most ${max} destinations.`,
  testSent: (label: string) => `Test sent to ${label}.`,
  sendAgainQueued: 'The files will be sent again to this destination shortly.',
  nothingToSendAgain: 'Every file of this run has been sent to this destination already.',
  runStillOpen: 'This run is still in progress. Send again when it has finished.',
  ...sftpMessages,
  ...s3Messages,
  ...sharePointMessages,
} as const

/** A job's destinations at most. */
export const MAX_DESTINATIONS_PER_JOB = 10

const message = z._default(z.string().check(z.trim(), z.maxLength(4000)), '')
const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(2048),
  z.regex(/^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i, destinationMessages.url),
  z.refine((url) => URL.canParse(url), destinationMessages.url),
)

/** A Slack channel: `#name`, a channel ID, or one row token (`{Channel}`) naming it per row. */
export const SLACK_CHANNEL =
  /^(#?[a-z0-9][a-z0-9._-]{0,79}|[CGD][A-Z0-9]{6,}|\{[A-Za-z0-9_][A-Za-z0-9 _-]{0,39}\})$/

export const SlackDestinationInput = z.object({
  type: z.literal('SLACK'),
  token: z
    .string()
    .check(z.trim(), z.maxLength(255), z.regex(/^xox[bp]-[A-Za-z0-9-]+$/, destinationMessages.slackToken)),
  channel: z.string().check(z.trim(), z.regex(SLACK_CHANNEL, destinationMessages.slackChannel)),
  /** Posted with each file; row tokens such as {filterValue} are filled per row. Empty: the file's name. */
  message,
})
export const TeamsDestinationInput = z.object({
  type: z.literal('TEAMS'),
  /** The Workflows webhook address ('When a Teams webhook request is received'); it carries its own signature. */
  url: httpUrl,
  message,
})
export const WebhookDestinationInput = z.object({
  type: z.literal('WEBHOOK'),
  url: httpUrl,
})

export const SftpDestinationInput = sftpDestinationInput
export const S3DestinationInput = s3DestinationInput
export const SharePointDestinationInput = sharePointDestinationInput

/** Body of `POST /api/user-jobs/{id}/destinations`: the type and its settings (secrets are sealed, never shown again). */
export const DestinationInput = z.discriminatedUnion('type', [
  SlackDestinationInput,
  TeamsDestinationInput,
  WebhookDestinationInput,
  SftpDestinationInput,
  S3DestinationInput,
  SharePointDestinationInput,
])
export type DestinationInput = z.infer<typeof DestinationInput>
export type DestinationInputOf<T extends DestinationType> = Extract<DestinationInput, { type: T }>

/** A destination as shown: what it is and where it goes, never a token, a signed URL or a secret. */
export const DestinationView = z.object({
  id: z.number(),
  type: DestinationType,
  /** 'Slack #finance', 'Webhook hooks.example.com', … */
  label: z.string(),
  /** The settings that are not secret (channel, host, message). */
  settings: z.record(z.string(), z.string()),
  createdAt: z.iso.datetime(),
  /** Answered once, at creation: the webhook's signing secret (`whsec_…`). */
  secret: z.optional(z.string()),
})
export type DestinationView = z.infer<typeof DestinationView>

/** A file's delivery to one destination (ADR 0048): the same states as an email. */
export const DestinationDeliveryStatus = z.enum([
  'PENDING',
  'SENDING',
  'RETRY',
  'SENT',
  'FAILED',
  'UNCERTAIN',
])
export type DestinationDeliveryStatus = z.infer<typeof DestinationDeliveryStatus>

export const FileDestinationDelivery = z.object({
  destinationId: z.nullable(z.number()),
  type: DestinationType,
  label: z.string(),
  status: DestinationDeliveryStatus,
  error: z.nullable(z.string()),
  possibleDuplicate: z.boolean(),
})
export type FileDestinationDelivery = z.infer<typeof FileDestinationDelivery>

/** Badge of a destination delivery in history. */
export function destinationStatusDisplay(status: DestinationDeliveryStatus): {
  label: string
  tone: 'success' | 'danger' | 'queued' | 'muted'
} {
  switch (status) {
    case 'SENT':
      return { label: 'SENT', tone: 'success' }
    case 'FAILED':
      return { label: 'FAILED', tone: 'danger' }
    case 'UNCERTAIN':
      return { label: 'UNCERTAIN', tone: 'danger' }
    case 'RETRY':
      return { label: 'RETRYING', tone: 'queued' }
    default:
      return { label: 'IN QUEUE', tone: 'queued' }
  }
}

/**
 * Plan rules (ADR 0048): Standard sends email only (and secure links); Premium and Enterprise every destination,
 * and the free trial too, as it tries every Premium feature. An expired trial sends nothing anywhere.
 */
export function hasDestinations(plan: SubscriptionType): boolean {
  return plan === 'PREMIUM' || plan === 'ENTERPRISE' || plan === 'FREE_TRIAL'
}
