import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { reportConfigQuery } from '../../../api/report-config.ts'
import { tokenSourceOf, tokensToOffer } from '../../../lib/token-example.ts'

/** The saved rows' columns: the tokens to offer, and the source of the first row's example (ADR 0047). */
export function useEmailTokens(jobId: number) {
  const reportConfig = useQuery(reportConfigQuery(jobId))
  const tokenSource = useMemo(() => tokenSourceOf(reportConfig.data), [reportConfig.data])
  const tokens = useMemo(() => tokensToOffer(tokenSource), [tokenSource])
  return { tokenSource, tokens }
}
