import { renderSystemEmail, type RenderedEmail } from '../../platform/mail/layout.ts'

export function signInCodeEmail(code: string): RenderedEmail {
  return renderSystemEmail({
    subject: `Your Herald sign-in code: ${code}`,
    heading: 'Your sign-in code',
    paragraphs: [
      'Enter this 6-digit code on the Herald sign-in page. It works once and expires in 10 minutes.',
    ],
    code,
  })
}

export function activationEmail(firstName: string, url: string): RenderedEmail {
  return renderSystemEmail({
    subject: 'Activate your Herald account',
    heading: `Welcome to Herald, ${firstName}`,
    paragraphs: [
      'Your 7-day free trial is ready. Activate your account to start scheduling your reports.',
      'This link expires in 24 hours. If you did not sign up, ignore this email.',
    ],
    action: { label: 'Activate my account', url },
  })
}

export function passwordResetEmail(url: string): RenderedEmail {
  return renderSystemEmail({
    subject: 'Reset your Herald password',
    heading: 'Reset your password',
    paragraphs: [
      'Someone asked to reset the password of your Herald account. Follow the link to choose a new one.',
      'The link expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  })
}
