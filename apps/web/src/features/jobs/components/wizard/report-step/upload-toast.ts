import { notifications } from '@mantine/notifications'
import { TOAST_SHORT_MS } from '../../../../../lib/notify.ts'

const UPLOAD_TOAST_ID = 'upload-failure'

/**
 * An upload's outcome, briefly (a failure lists one problem per line: the list beside the grid stays).
 * One toast at a time, and it leaves with the step.
 */
export function notifyUpload(ok: boolean, message: string): void {
  notifications.hide(UPLOAD_TOAST_ID)
  notifications.show({
    id: UPLOAD_TOAST_ID,
    color: ok ? 'green' : 'red',
    message,
    autoClose: TOAST_SHORT_MS,
    styles: { description: { whiteSpace: 'pre-line' } },
  })
}

export function hideUploadToast(): void {
  notifications.hide(UPLOAD_TOAST_ID)
}
