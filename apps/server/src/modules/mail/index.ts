export { enqueueEmail, registerMailWorker } from './send-email.ts'
export { sendEmailJob } from './mail.jobs.ts'
