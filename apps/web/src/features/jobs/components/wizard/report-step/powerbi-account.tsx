import { powerBiMessages, type BiTool } from '@herald/contracts'
import type { ReactNode } from 'react'
import { Alert, Loader, Stack, Text } from '@mantine/core'
import { LinkedAccountField } from './linked-account-field.tsx'
import { PowerBiSignIn } from './powerbi-sign-in.tsx'
import { useBiLink } from './use-bi-link.ts'
import { usePowerBiPopup } from './use-powerbi-popup.ts'

interface PowerBiAccountProps {
  jobId: number
  /** Renders the WORKSPACE and REPORT fields once the job is linked. */
  children: (tool: BiTool) => ReactNode
}

/**
 * Step 2's POWER BI ACCOUNT (spec §2, §4): 'Sign in' opens Entra ID in a popup; once linked, the account
 * name read-only with a 'Revoke Access' badge, then the workspace and report selects. A link Power BI no
 * longer accepts says 'Sign in to Power BI again'.
 */
export function PowerBiAccount({ jobId, children }: PowerBiAccountProps) {
  const { link, refresh, revoking } = useBiLink(jobId)
  const popup = usePowerBiPopup(jobId, () => void refresh())

  if (link.isPending) return <Loader size="sm" />
  const linked = link.data?.biTool === 'POWER_BI' ? link.data : undefined
  const signIn = (label: string) => <PowerBiSignIn label={label} popup={popup} />
  const failure = popup.error ? <Alert color="red">{popup.error}</Alert> : null
  if (!linked)
    return (
      <Stack gap="xs">
        <Text size="sm" fw={600} tt="uppercase">
          Power BI account
        </Text>
        {signIn('Sign in with Microsoft')}
        {failure}
      </Stack>
    )
  return (
    <Stack gap="md">
      <LinkedAccountField
        label="Power BI account"
        value={linked.userAuthConf.userPrincipal}
        revoking={revoking}
        refused={linked.hasValidAuth ? undefined : powerBiMessages.signInAgainDetail}
      />
      {linked.hasValidAuth ? children('POWER_BI') : signIn(powerBiMessages.signInAgain)}
      {failure}
    </Stack>
  )
}
