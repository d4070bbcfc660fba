import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'

/** One page back, or the Job Summary when this page was the first one opened. */
export function useGoBack(fallback = '/user-jobs'): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  return useCallback(() => {
    if (location.key === 'default') void navigate(fallback, { replace: true })
    else void navigate(-1)
  }, [navigate, location.key, fallback])
}
