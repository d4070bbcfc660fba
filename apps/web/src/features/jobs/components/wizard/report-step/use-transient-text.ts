import { useCallback, useEffect, useRef, useState } from 'react'

/** A message that disappears by itself after `ms` (spec §5: the pages clean-up warning shows 5 seconds). */
export function useTransientText(ms: number): [string | undefined, (text: string | undefined) => void] {
  const [text, setText] = useState<string>()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = useCallback(
    (next: string | undefined) => {
      clearTimeout(timer.current)
      setText(next)
      if (next) timer.current = setTimeout(() => setText(undefined), ms)
    },
    [ms],
  )
  useEffect(() => () => clearTimeout(timer.current), [])
  return [text, show]
}
