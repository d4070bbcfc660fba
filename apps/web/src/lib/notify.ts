import { notifications } from '@mantine/notifications'

/** Toasts (spec §8: durations 5000 or 7000 ms). */
export const TOAST_SHORT_MS = 5000
export const TOAST_LONG_MS = 7000

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_SHORT_MS })
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: TOAST_LONG_MS })
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: TOAST_SHORT_MS })
}
