import { z } from 'zod/mini'

/** Spec §8 "API key" texts, and Herald's answers for a Bearer request it cannot accept. */
export const apiKeyMessages = {
  loadFailed: 'Failed to load API key information',
  generateFailed: 'Failed to generate API key',
  deleteFailed: 'Failed to delete API key',
  generated: 'API key generated successfully',
  deleted: 'API key deleted successfully',
  copied: 'Copied to clipboard',
  confirmDelete: 'Are you sure you want to delete this API key? This action cannot be undone.',
  noKey: 'This account has no API key.',
  secretShownOnce: 'The API key secret is shown only once, when the key is generated.',
  malformed: 'Malformed API key. Send the key exactly as it was generated: "Authorization: Bearer herald_…".',
  invalid: 'Invalid API key: it is unknown, was regenerated or deleted, or its account is inactive.',
} as const

/** `GET /api/api-key`: the key without its secret (spec §3 "API key", plus when it was last used). */
export const ApiKeyInfo = z.object({
  keyId: z.string(),
  createdDate: z.iso.datetime(),
  /** The key authenticates requests now (its account is activated). */
  active: z.boolean(),
  /** The last request made with the key, to the minute; null when it was never used. */
  lastUsedDate: z.nullable(z.iso.datetime()),
})
export type ApiKeyInfo = z.infer<typeof ApiKeyInfo>

/** `POST /api/api-key`: the new key with its secret, shown this once and never stored. */
export const ApiKeySecret = z.extend(ApiKeyInfo, { keySecret: z.string() })
export type ApiKeySecret = z.infer<typeof ApiKeySecret>
