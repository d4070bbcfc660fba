export { enqueueEmail, sendEmailJob } from './send-email.ts'
