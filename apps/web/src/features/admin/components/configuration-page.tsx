import { Stack, Tabs, Text, Title } from '@mantine/core'
import { EnvironmentPanel } from './environment-panel.tsx'
import { LoggersPanel } from './loggers-panel.tsx'
import { SettingsPanel } from './settings-panel.tsx'

/** /admin/configuration: settings with their sources (secrets hidden), the runtime, and log levels. */
export function ConfigurationPage() {
  return (
    <Stack gap="md" py="md">
      <Title order={2}>Configuration</Title>
      <Text c="dimmed" size="sm">
        What the server process that answered read at start. The secret settings (SECRET_KEY, client secrets,
        tokens, secret keys) and the credentials inside URLs are shown as ******.
      </Text>
      <Tabs defaultValue="settings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="environment">Environment</Tabs.Tab>
          <Tabs.Tab value="logs">Logs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="md">
          <SettingsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="environment" pt="md">
          <EnvironmentPanel />
        </Tabs.Panel>
        <Tabs.Panel value="logs" pt="md">
          <LoggersPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
