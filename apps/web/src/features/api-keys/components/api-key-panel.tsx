import { apiKeyMessages, type ApiKeyInfo } from '@herald/contracts'
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconKey, IconRefresh, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx'
import { useDeleteApiKey, useGenerateApiKey } from '../api/api-key.ts'
import { KeyDetails } from './key-details.tsx'
import { SecretField } from './secret-field.tsx'

type Dialog = 'regenerate' | 'delete' | null

function NoKey({ generating, onGenerate }: { generating: boolean; onGenerate: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={3}>No API key</Title>
      <Text>
        Generate a key to let your own programs and integrations use Herald&apos;s API with your account.
      </Text>
      <Button leftSection={<IconKey size={18} />} loading={generating} onClick={onGenerate}>
        Generate
      </Button>
    </Stack>
  )
}

interface YourKeyProps {
  info: ApiKeyInfo
  /** The key itself, only just after it was generated. */
  secret: string | null
  onAsk: (dialog: Dialog) => void
}

function YourKey({ info, secret, onAsk }: YourKeyProps) {
  return (
    <Stack gap="md">
      <Title order={3}>Your API key</Title>
      {secret ? (
        <SecretField secret={secret} />
      ) : (
        <Text c="dimmed">
          The key itself was shown once, when it was generated, and Herald does not keep it. If you have lost
          it, regenerate the key.
        </Text>
      )}
      <KeyDetails info={info} />
      <Group gap="sm">
        <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={() => onAsk('regenerate')}>
          Regenerate
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} />}
          onClick={() => onAsk('delete')}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  )
}

/** The three states of spec §4 "API key view": no key, key with its secret shown once, key info only. */
export function ApiKeyPanel({ info }: { info: ApiKeyInfo | null }) {
  const [secret, setSecret] = useState<string | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const generate = useGenerateApiKey()
  const remove = useDeleteApiKey()
  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (key) => setSecret(key.keySecret),
      onSettled: () => setDialog(null),
    })
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => setSecret(null),
      onSettled: () => setDialog(null),
    })

  return (
    <Paper withBorder radius="md" p="lg">
      {info === null ? (
        <NoKey generating={generate.isPending} onGenerate={onGenerate} />
      ) : (
        <YourKey info={info} secret={secret} onAsk={setDialog} />
      )}
      <ConfirmDialog
        opened={dialog === 'regenerate'}
        title="Regenerate API key"
        confirmLabel="Regenerate"
        busy={generate.isPending}
        onConfirm={onGenerate}
        onClose={() => setDialog(null)}
      >
        The current key stops working at once: programs that use it get 401 until they are given the new key.
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete API key"
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDialog(null)}
      >
        {apiKeyMessages.confirmDelete}
      </ConfirmDialog>
    </Paper>
  )
}
