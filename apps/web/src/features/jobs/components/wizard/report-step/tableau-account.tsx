import type { BiTool, TableauAuthConfigInput, TableauTool } from '@herald/contracts'
import type { ReactNode } from 'react'
import { Alert, Badge, Loader, Stack, TextInput, UnstyledButton } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { authConfigKey, authConfigQuery, linkTableau, revokeBiAccount } from '../../../api/bi-auth.ts'
import { jobKeys } from '../../../api/job-keys.ts'
import { fieldLabelStyles } from '../field-label.ts'
import { TableauLinkForm } from './tableau-link-form.tsx'

interface TableauAccountProps {
  jobId: number
  tool: TableauTool
  /** Renders the WORKSPACE and REPORT fields once the job is linked to this tool. */
  children: (tool: BiTool) => ReactNode
}

/**
 * Step 2's TABLEAU ACCOUNT: the linking form, or the linked account read-only with a 'Revoke Access'
 * badge (as the spec shows for Power BI), then the project and view selects.
 */
export function TableauAccount({ jobId, tool, children }: TableauAccountProps) {
  const queryClient = useQueryClient()
  const link = useQuery(authConfigQuery(jobId))
  // The link and every listing of the job depend on it: read them again after it changes.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authConfigKey(jobId) }),
      queryClient.invalidateQueries({ queryKey: [...jobKeys.detail(jobId), 'bi'] }),
    ])
  const linking = useMutation({
    mutationFn: (body: TableauAuthConfigInput) => linkTableau(jobId, body),
    onSuccess: refresh,
  })
  const revoking = useMutation({ mutationFn: () => revokeBiAccount(jobId), onSuccess: refresh })

  if (link.isPending) return <Loader size="sm" />
  const linked = link.data && link.data.biTool === tool ? link.data : undefined
  if (!linked)
    return (
      <TableauLinkForm
        tool={tool}
        busy={linking.isPending}
        error={linking.isError ? errorText(linking.error) : undefined}
        onLink={(body) => linking.mutate(body)}
      />
    )
  const site = linked.siteContentUrl ? ` · site ${linked.siteContentUrl}` : ''
  return (
    <Stack gap="md">
      <TextInput
        label="Tableau account"
        styles={fieldLabelStyles}
        readOnly
        value={`${linked.userAuthConf.userPrincipal} · ${linked.serverUrl}${site}`}
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
              : 'Tableau refused this token (revoked or expired). Revoke Access, then link a new token.'
        }
      />
      {linked.hasValidAuth ? (
        children(tool)
      ) : (
        <Alert color="red">Link the job again to list projects and views.</Alert>
      )}
    </Stack>
  )
}
