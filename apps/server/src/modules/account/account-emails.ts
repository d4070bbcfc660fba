import { renderSystemEmail, type RenderedEmail } from '../../platform/mail/layout.ts'

export function confirmEmailChangeEmail(newEmail: string, url: string): RenderedEmail {
  return renderSystemEmail({
    subject: 'Confirm your new Herald email address',
    heading: 'Confirm your new email address',
    paragraphs: [
      `Someone asked to make ${newEmail} the sign-in email of a Herald account. Open the link to confirm it: the account's email changes only then.`,
      'The link expires in 24 hours. If it was not you, ignore this email.',
    ],
    action: { label: 'Confirm my new email', url },
  })
}

export function emailChangedNotice(newEmail: string, appUrl: string): RenderedEmail {
  return renderSystemEmail({
    subject: 'Your Herald email address was changed',
    heading: 'Your email address was changed',
    paragraphs: [
      `The sign-in email of your Herald account is now ${newEmail}. Emails about the account go there from now on.`,
      'If you did not make this change, someone else has access to your account: contact your Herald administrator at once.',
    ],
    action: { label: 'Open Herald', url: appUrl },
  })
}
