import { z } from 'zod/mini'

type TextCheck = Parameters<ReturnType<typeof z.string>['check']>[number]

/**
 * Text a form must have: trimmed, not empty, at most `max` characters. `required` answers a missing, non-text or
 * empty value and `tooLong` (by default `required`) a longer one; `checks` run after these.
 */
export const requiredText = (
  max: number,
  messages: { required: string; tooLong?: string },
  ...checks: TextCheck[]
) =>
  z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, messages.required),
      z.maxLength(max, messages.tooLong ?? messages.required),
      ...checks,
    )

/** A whole number from `min` to `max`; `message` answers anything else. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message))
