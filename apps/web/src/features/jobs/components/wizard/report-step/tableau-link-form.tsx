import { isTableau, type TableauAuthConfigInput, type TableauTool } from '@herald/contracts'
import {
  Alert,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { fieldLabelStyles } from '../field-label.ts'

type Method = 'pat' | 'connected-app'

interface TableauLinkFormProps {
  tool: TableauTool
  busy: boolean
  /** Tableau's reason when it refused the last attempt. */
  error: string | undefined
  onLink: (body: TableauAuthConfigInput) => void
}

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

/** SERVER URL, SITE and a personal access token (or a connected app); Herald signs in when linking. */
export function TableauLinkForm({ tool, busy, error, onLink }: TableauLinkFormProps) {
  const [method, setMethod] = useState<Method>('pat')
  const [fields, setFields] = useState({
    serverUrl: '',
    siteContentUrl: '',
    tokenName: '',
    tokenSecret: '',
    clientId: '',
    secretId: '',
    secretValue: '',
    userName: '',
  })
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }))
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
  const cloud = isTableau(tool) && tool === 'TABLEAU_ONLINE'
  return (
    <Stack gap="sm" data-testid="tableau-link-form">
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
      <SegmentedControl
        w="fit-content"
        size="xs"
        value={method}
        onChange={(value) => setMethod(value as Method)}
        data={[
          { value: 'pat', label: 'Personal access token' },
          { value: 'connected-app', label: 'Connected app' },
        ]}
      />
      {method === 'pat' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('Token name', fields.tokenName, set('tokenName'))}
          <PasswordInput
            label="Token secret"
            styles={fieldLabelStyles}
            withAsterisk
            value={fields.tokenSecret}
            onChange={(event) => set('tokenSecret')(event.currentTarget.value)}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('Client ID', fields.clientId, set('clientId'))}
          {text('Secret ID', fields.secretId, set('secretId'))}
          <PasswordInput
            label="Secret value"
            styles={fieldLabelStyles}
            withAsterisk
            value={fields.secretValue}
            onChange={(event) => set('secretValue')(event.currentTarget.value)}
          />
          {text('User name', fields.userName, set('userName'), 'The Tableau user Herald acts as')}
        </SimpleGrid>
      )}
      {error ? (
        <Alert color="red" variant="light" title="Not linked">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => onLink(body())} loading={busy}>
          Link Tableau
        </Button>
      </Group>
    </Stack>
  )
}
