import { z } from 'zod'
import { defineJob } from '../../platform/queue/define-job.ts'

export const EmailPayload = z.object({
  to: z.array(z.email()).min(1),
  cc: z.array(z.email()).optional(),
  bcc: z.array(z.email()).optional(),
  subject: z
    .string()
    .min(1)
    .max(998)
    .regex(/^[^\r\n]*$/),
  html: z.string(),
  text: z.string(),
  messageId: z.string().min(3),
})
export type EmailPayload = z.infer<typeof EmailPayload>

export const sendEmailJob = defineJob({ name: 'mail.send-email', payload: EmailPayload })
