import { useCallback, useEffect, useRef, useState } from 'react'
import { revealFirstInvalid } from '../../../../lib/reveal-field.ts'

/**
 * A refused save brings its first problem into view below the top bar, once the messages are on screen:
 * `ref` marks the step's container, `reveal` is called on each refusal.
 */
export function useRevealFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) revealFirstInvalid(ref.current)
  }, [refusals])
  const reveal = useCallback(() => setRefusals((count) => count + 1), [])
  return { ref, reveal }
}
