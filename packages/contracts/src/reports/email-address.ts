/** Spec §5 "Single email" and "Lists separated by ';'" rules, shared by the filter grid, uploads and the server. */
import { EMAIL_MAX } from '../auth.ts'
const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export const emailMessages = {
  invalid: (field: string, value: string) =>
    `Invalid email format in ${field}: ${value} (expected format: name@example.com)`,
  tooLong: (field: string, value: string) =>
    `Email address in ${field} cannot exceed ${EMAIL_MAX} characters: ${value.slice(0, 40)}…`,
  consecutiveDots: (field: string, value: string) =>
    `Invalid email format in ${field}: ${value} (consecutive dots are not allowed)`,
} as const

/** The problem with one address (blank is allowed), or undefined. */
export function emailProblem(field: string, value: string): string | undefined {
  const address = value.trim()
  if (address === '') return undefined
  if (address.length > EMAIL_MAX) return emailMessages.tooLong(field, address)
  if (address.includes('..')) return emailMessages.consecutiveDots(field, address)
  if (!EMAIL_PATTERN.test(address)) return emailMessages.invalid(field, address)
  return undefined
}

/** Splits a ';'-separated list into trimmed, non-empty addresses. */
export function splitEmailList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Problems of every address in a ';'-separated list. */
export function emailListProblems(field: string, value: string | null | undefined): string[] {
  return splitEmailList(value).flatMap((address) => emailProblem(field, address) ?? [])
}

/**
 * A sender address, optionally in display-name form `Name <addr>` (spec §5 Email step): returns the
 * address, or undefined when the value is not exactly one valid address.
 */
export function extractSenderAddress(value: string): string | undefined {
  const trimmed = value.trim()
  const angled = /^([^<>\r\n]*)<([^<>\r\n]+)>$/.exec(trimmed)
  const address = (angled ? angled[2]! : trimmed).trim()
  if (address === '' || address.includes(';') || address.includes(',')) return undefined
  return emailProblem('From Email', address) === undefined ? address : undefined
}
