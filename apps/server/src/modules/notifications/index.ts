export { registerNotificationRoutes } from './notifications.routes.ts'
export { notifyFailure, type FailureNotice } from './notify-failure.ts'
