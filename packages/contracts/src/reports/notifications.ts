import { z } from 'zod/mini'
import { emailProblem } from './email-address.ts'

/** Spec §8 "Notifications" texts. */
export const notificationMessages = {
  saved: 'Notifications updated!',
  saveFailed: 'An error has occurred! Emails could not be saved.',
  loadFailed: 'An error has occurred! Failed to get emails.',
  tooMany: 'At most 20 notification recipients.',
  duplicate: (email: string) => `${email} is listed twice.`,
} as const

export const NotificationRecipient = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter an email address.'),
  z.refine((v) => emailProblem('Notification email', v) === undefined, {
    error: (issue) => emailProblem('Notification email', String(issue.input)) ?? '',
  }),
)

/** Body of `POST api/notifications` and response of `GET`: who hears about failed runs. */
export const NotificationRecipients = z.array(NotificationRecipient).check(
  z.maxLength(20, notificationMessages.tooMany),
  z.superRefine((list, ctx) => {
    const seen = new Set<string>()
    for (const email of list) {
      const key = email.toLowerCase()
      if (seen.has(key))
        ctx.issues.push({ code: 'custom', input: list, message: notificationMessages.duplicate(email) })
      seen.add(key)
    }
  }),
)
export type NotificationRecipients = z.infer<typeof NotificationRecipients>
