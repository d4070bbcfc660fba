import { extractSenderAddress } from '@herald/contracts'

/** Whether `sender` (an address, or `Name <address>`) is the server's own sender, MAIL_FROM. */
export function isServerSender(mailFrom: string, sender: string): boolean {
  const own = extractSenderAddress(mailFrom)
  return own !== undefined && own.toLowerCase() === (extractSenderAddress(sender) ?? sender).toLowerCase()
}
