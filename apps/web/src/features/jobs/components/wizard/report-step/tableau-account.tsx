import type { BiTool, TableauAuthConfigInput, TableauTool } from '@herald/contracts'
import type { ReactNode } from 'react'
import { Alert, Loader, Stack } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { errorText } from '../../../../../lib/api-error.ts'
import { linkTableau } from '../../../api/bi-auth.ts'
import { LinkedAccountField } from './linked-account-field.tsx'
import { TableauLinkForm } from './tableau-link-form.tsx'
import { useBiLink } from './use-bi-link.ts'

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
  const { link, refresh, revoking } = useBiLink(jobId)
  const linking = useMutation({
    mutationFn: (body: TableauAuthConfigInput) => linkTableau(jobId, body),
    onSuccess: refresh,
  })

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
      <LinkedAccountField
        label="Tableau account"
        value={`${linked.userAuthConf.userPrincipal} · ${linked.serverUrl}${site}`}
        revoking={revoking}
        refused={
          linked.hasValidAuth
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
