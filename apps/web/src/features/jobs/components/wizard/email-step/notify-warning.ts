import { notifications } from '@mantine/notifications'
import { TOAST_SHORT_MS } from '../../../../../lib/notify.ts'

/** A 5-second warning toast: the DMARC advice and a refused paste. */
export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: TOAST_SHORT_MS })
}
