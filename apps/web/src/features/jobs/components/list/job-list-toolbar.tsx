import { jobMessages } from '@herald/contracts'
import { Button, Group, TextInput, Title, Tooltip } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { RefreshTableButton } from '../../../../components/refresh-table-button.tsx'

const SEARCH_DEBOUNCE_MS = 300

interface JobListToolbarProps {
  search: string
  onSearch: (text: string) => void
  canCreateJobs: boolean
  refreshing: boolean
  onRefresh: () => void
}

function AddNewJob({ allowed }: { allowed: boolean }) {
  if (allowed) {
    return (
      <Button component={Link} to="/user-jobs/new" leftSection={<IconPlus size={16} />}>
        Add New Job
      </Button>
    )
  }
  // A disabled button fires no pointer events, so the tooltip needs a focusable, hoverable stand-in.
  return (
    <Tooltip label={jobMessages.creationNotAllowed} withArrow>
      <Button
        data-disabled
        aria-disabled="true"
        leftSection={<IconPlus size={16} />}
        onClick={(event) => event.preventDefault()}
      >
        Add New Job
      </Button>
    </Tooltip>
  )
}

/** Heading 'Job Summary', the name search, 'Refresh Table' and 'Add New Job'. */
export function JobListToolbar({
  search,
  onSearch,
  canCreateJobs,
  refreshing,
  onRefresh,
}: JobListToolbarProps) {
  const [text, setText] = useState(search)
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS)
  const searched = useRef(search)
  useEffect(() => {
    if (debounced === searched.current) return
    searched.current = debounced
    onSearch(debounced)
  }, [debounced, onSearch])

  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Title order={2}>Job Summary</Title>
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search Job Name"
          placeholder="Search Job Name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
          maxLength={255}
        />
        <RefreshTableButton refreshing={refreshing} onRefresh={onRefresh} />
        <AddNewJob allowed={canCreateJobs} />
      </Group>
    </Group>
  )
}
