import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core'
import { fieldLabelStyles } from '../field-label.ts'
import type { TableauLinkDraft } from './use-tableau-link-draft.ts'

const text = (label: string, value: string, set: (v: string) => void, placeholder = '', required = true) => (
  <TextInput
    label={label}
    styles={fieldLabelStyles}
    withAsterisk={required}
    placeholder={placeholder}
    value={value}
    onChange={(event) => set(event.currentTarget.value)}
  />
)

const secret = (label: string, value: string, set: (v: string) => void) => (
  <PasswordInput
    label={label}
    styles={fieldLabelStyles}
    withAsterisk
    value={value}
    onChange={(event) => set(event.currentTarget.value)}
  />
)

/** SERVER URL (Tableau Cloud's or one's own server) and SITE. */
export function TableauSiteFields({ draft, cloud }: { draft: TableauLinkDraft; cloud: boolean }) {
  const { fields, set } = draft
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {text(
        'Server URL',
        fields.serverUrl,
        set('serverUrl'),
        cloud ? 'https://10ay.online.tableau.com' : 'https://tableau.example.com',
      )}
      <TextInput
        label="Site"
        styles={fieldLabelStyles}
        placeholder="Content URL; empty for the default site"
        description="The part after /site/ in your Tableau address."
        value={fields.siteContentUrl}
        onChange={(event) => set('siteContentUrl')(event.currentTarget.value)}
      />
    </SimpleGrid>
  )
}

/** A personal access token's name and secret, or a connected app's client, secret and the user it acts as. */
export function TableauCredentialFields({ draft }: { draft: TableauLinkDraft }) {
  const { fields, set } = draft
  if (draft.method === 'pat')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('Token name', fields.tokenName, set('tokenName'))}
        {secret('Token secret', fields.tokenSecret, set('tokenSecret'))}
      </SimpleGrid>
    )
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {text('Client ID', fields.clientId, set('clientId'))}
      {text('Secret ID', fields.secretId, set('secretId'))}
      {secret('Secret value', fields.secretValue, set('secretValue'))}
      {text('User name', fields.userName, set('userName'), 'The Tableau user Herald acts as')}
    </SimpleGrid>
  )
}
