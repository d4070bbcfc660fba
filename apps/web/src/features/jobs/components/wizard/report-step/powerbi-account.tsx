import { powerBiMessages, type BiTool } from '@herald/contracts'
import type { ReactNode } from 'react'
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { authConfigKey, authConfigQuery, revokeBiAccount } from '../../../api/bi-auth.ts'
import { jobKeys } from '../../../api/job-keys.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { usePowerBiPopup } from './use-powerbi-popup.ts'

interface PowerBiAccountProps {
  jobId: number
  /** Renders the WORKSPACE and REPORT fields once the job is linked. */
  children: (tool: BiTool) => ReactNode
}

/** The four squares of the sign-in button, drawn here (no image from another site). */
function ProviderMark() {
  const squares = ['#f25022', '#7fba00', '#00a4ef', '#ffb900']
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      {squares.map((fill, i) => (
        <rect key={fill} x={(i % 2) * 8.5} y={Math.floor(i / 2) * 8.5} width="7.5" height="7.5" fill={fill} />
      ))}
    </svg>
  )
}

/**
 * Step 2's POWER BI ACCOUNT (spec §2, §4): 'Sign in' opens Entra ID in a popup; once linked, the account
 * name read-only with a 'Revoke Access' badge, then the workspace and report selects. A link Power BI no
 * longer accepts says 'Sign in to Power BI again'.
 */
export function PowerBiAccount({ jobId, children }: PowerBiAccountProps) {
  const queryClient = useQueryClient()
  const link = useQuery(authConfigQuery(jobId))
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authConfigKey(jobId) }),
      queryClient.invalidateQueries({ queryKey: [...jobKeys.detail(jobId), 'bi'] }),
    ])
  const popup = usePowerBiPopup(jobId, () => void refresh())
  const revoking = useMutation({ mutationFn: () => revokeBiAccount(jobId), onSuccess: refresh })

  if (link.isPending) return <Loader size="sm" />
  const linked = link.data?.biTool === 'POWER_BI' ? link.data : undefined
  const signIn = (label: string) => (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<ProviderMark />}
        loading={popup.busy}
        onClick={() => void popup.open()}
      >
        {label}
      </Button>
      {popup.busy ? (
        <Text size="sm" c="dimmed">
          Finish signing in in the Microsoft window.
        </Text>
      ) : null}
    </Group>
  )
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
      <TextInput
        label="Power BI account"
        styles={fieldLabelStyles}
        readOnly
        value={linked.userAuthConf.userPrincipal}
        rightSectionWidth={140}
        rightSection={
          <UnstyledButton
            onClick={() => revoking.mutate()}
            disabled={revoking.isPending}
            aria-label="Revoke Access"
          >
            <Badge color="red" variant="light" style={{ cursor: 'pointer' }}>
              Revoke Access
            </Badge>
          </UnstyledButton>
        }
        error={
          revoking.isError
            ? `Could not revoke: ${errorText(revoking.error)}`
            : linked.hasValidAuth
              ? undefined
              : powerBiMessages.signInAgainDetail
        }
      />
      {linked.hasValidAuth ? children('POWER_BI') : signIn(powerBiMessages.signInAgain)}
      {failure}
    </Stack>
  )
}
