import { useNotifications, type NotificationsProps } from '@mantine/notifications'
import { useEffect, useState, type ComponentType } from 'react'

type Container = ComponentType<NotificationsProps>

let loading: Promise<Container> | null = null

/** Fetches the toast container (transitions, portal); a failed fetch is retried with the next toast. */
function loadContainer(): Promise<Container> {
  loading ??= import('./toast-container.ts')
    .then((m) => m.Notifications)
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/**
 * The toast container is not part of the sign-in page's first load: it is fetched at the visitor's
 * first interaction (before any call they trigger can fail) or when a toast is queued, whichever is first.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications()
  const pending = notifications.length + queue.length
  const [Notifications, setNotifications] = useState<Container | null>(null)

  useEffect(() => {
    if (Notifications) return
    let cancelled = false
    const load = () => {
      loadContainer().then(
        (container) => !cancelled && setNotifications(() => container),
        () => undefined,
      )
    }
    if (pending > 0) load()
    window.addEventListener('pointerdown', load, { once: true })
    window.addEventListener('keydown', load, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('pointerdown', load)
      window.removeEventListener('keydown', load)
    }
  }, [Notifications, pending])

  return Notifications ? <Notifications position="top-right" zIndex={1100} /> : null
}
