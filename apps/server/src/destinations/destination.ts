import type { DestinationInputOf, DestinationType } from '@herald/contracts'

/**
 * One destination type behind one interface (ADR 0048), the mirror of connectors/connector.ts. A driver
 * checks what the user gave and splits it into what may be shown and what is sealed; then it delivers one
 * file (or a test) and says what came of it. The ledger (modules/delivery) owns states, retries and
 * backoff; a driver only classifies the service's answer.
 */
export interface DestinationDriver<T extends DestinationType = DestinationType> {
  type: T
  /**
   * The receiver recognises a repeated send as the same one (a webhook's `webhook-id`): a resend after a
   * lost answer is never a duplicate. Otherwise the ledger resends such an attempt at most once and flags it.
   */
  idempotent: boolean
  /** Checks the settings (SSRF rules included) and splits them; a DestinationSettingsError is a 400 with its text. */
  configure(input: DestinationInputOf<T>, context: ConfigureContext): Promise<ConfiguredDestination>
  /** 'Slack #finance': what the user sees in step 3 and in history. */
  label(settings: Readonly<Record<string, string>>): string
  /** Sends one item. Never throws for what the service answered: every answer is an outcome. */
  deliver(target: StoredDestination, item: DeliveryItem): Promise<DeliveryOutcome>
}

export interface ConfiguredDestination {
  /** Shown back to the user (channel, host, message). */
  settings: Record<string, string>
  /** Sealed at rest (token, signed URL, signing secret); never shown again. */
  secret: Record<string, string>
  /** Answered once, at creation (a webhook's signing secret). */
  shownOnce?: string
}

/** What the set-up knows beyond the input: a Microsoft sign-in this user made for this job (ADR 0052). */
export interface ConfigureContext {
  /** The sign-in's refresh token and account name; undefined when expired, or another user's or job's. */
  microsoftSignIn(signInId: string): Promise<{ refreshToken: string; principal: string } | undefined>
}

/** A destination as stored, its secret opened in memory for the delivery. */
export interface StoredDestination {
  id: number
  type: DestinationType
  settings: Readonly<Record<string, string>>
  secret: Readonly<Record<string, string>>
  /** Seals a changed secret (a rotated refresh token) in place of the one opened here; false if another won. */
  saveSecret(next: Record<string, string>): Promise<boolean>
}

export interface DestinationFile {
  name: string
  contentType: string
  size: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
  bytes: Buffer
}

/** What one delivery carries: the file of one row of one run, or a test. */
export interface DeliveryItem {
  /** The same on every attempt of this delivery: the webhook-id, the key a receiver dedupes on. */
  eventId: string
  attempt: number
  test: boolean
  job: { id: number; name: string }
  run: { id: number; trigger: string; startedAt: Date | null }
  /** The row the file was rendered for (its own columns in `fields`). */
  row: { filterName: string; filterValue: string; fields: Readonly<Record<string, string>> }
  file: DestinationFile | undefined
  /** A secure link to the file, issued on first call (Teams and webhooks cannot carry the file itself). */
  link(): Promise<{ url: string; expiresAt: Date } | undefined>
  /** The template with the row's tokens filled ({filterValue}, {fileName}, a row column such as {Channel}). */
  text(template: string): string
}

/**
 * What came of an attempt: `sent`; `retry` — certainly not delivered, try again (after Retry-After when the
 * service said); `unknown` — sent, but no answer came back, so it may have arrived; `failed` — refused for
 * good (bad token, channel not found, 4xx other than 408/429).
 */
export type DeliveryOutcome =
  | { kind: 'sent'; detail?: string }
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  | { kind: 'unknown'; error: string }
  | { kind: 'failed'; error: string }

/** What the user gave cannot be used (a private host, plain HTTP to a public one): a 400 with this text. */
export class DestinationSettingsError extends Error {
  override name = 'DestinationSettingsError'
}
