import { NavigationProgress, nprogress } from '@mantine/nprogress'
import { useEffect } from 'react'
import { useInFlightCount } from '../../lib/in-flight.ts'

/** A thin bar at the top while any API request is under way. */
export function LoadingBar() {
  const busy = useInFlightCount() > 0
  useEffect(() => {
    if (busy) nprogress.start()
    else nprogress.complete()
  }, [busy])
  return <NavigationProgress size={3} aria-label="Loading" />
}
