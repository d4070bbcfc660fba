// Loaded on demand by toast-host.tsx: the toast container with its transitions and portal.
export { Notifications } from '@mantine/notifications'
