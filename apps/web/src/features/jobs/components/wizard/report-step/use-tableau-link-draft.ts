import type { TableauAuthConfigInput, TableauTool } from '@herald/contracts'
import { useState } from 'react'

export type TableauLinkMethod = 'pat' | 'connected-app'

const EMPTY = {
  serverUrl: '',
  siteContentUrl: '',
  tokenName: '',
  tokenSecret: '',
  clientId: '',
  secretId: '',
  secretValue: '',
  userName: '',
}

export type TableauLinkFields = typeof EMPTY

/** The Tableau link being typed: the sign-in method, every field of both, and the body of the chosen one. */
export function useTableauLinkDraft(tool: TableauTool) {
  const [method, setMethod] = useState<TableauLinkMethod>('pat')
  const [fields, setFields] = useState(EMPTY)
  const set = (name: keyof TableauLinkFields) => (value: string) =>
    setFields((f) => ({ ...f, [name]: value }))
  const body = (): TableauAuthConfigInput =>
    method === 'pat'
      ? {
          biTool: tool,
          serverUrl: fields.serverUrl,
          siteContentUrl: fields.siteContentUrl,
          tokenName: fields.tokenName,
          tokenSecret: fields.tokenSecret,
        }
      : {
          biTool: tool,
          serverUrl: fields.serverUrl,
          siteContentUrl: fields.siteContentUrl,
          clientId: fields.clientId,
          secretId: fields.secretId,
          secretValue: fields.secretValue,
          userName: fields.userName,
        }
  return { method, setMethod, fields, set, body }
}

export type TableauLinkDraft = ReturnType<typeof useTableauLinkDraft>
