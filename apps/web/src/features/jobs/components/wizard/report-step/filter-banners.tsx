import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { memo, useState } from 'react'
import { filterConfigDialog, reportStepTexts } from '../../../lib/report-step-texts.ts'

/**
 * The two notes above the rows: slicer titles, and report-level filters with their 'learn more' dialog;
 * for Tableau, which has neither, how a view filter is applied and checked.
 */
export const FilterBanners = memo(function FilterBanners({ tableau }: { tableau: boolean }) {
  const [open, setOpen] = useState(false)
  if (tableau)
    return (
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
        {reportStepTexts.tableauBanner}
      </Alert>
    )
  return (
    <Stack gap="xs">
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
        {reportStepTexts.slicerBanner}
      </Alert>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="xs">
        {reportStepTexts.reportLevelBanner}{' '}
        {/* Indigo 9, underlined: readable on the note's light blue (4.5:1) and a link by more than its colour. */}
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="indigo.9"
          underline="always"
          onClick={() => setOpen(true)}
        >
          learn more
        </Anchor>
      </Alert>
      <Modal opened={open} onClose={() => setOpen(false)} title={filterConfigDialog.title} size="lg">
        <Stack gap="md">
          <List type="ordered" spacing="xs" size="sm">
            {filterConfigDialog.points.map((point) => (
              <List.Item key={point}>
                <Text size="sm">{point}</Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={() => setOpen(false)}>{filterConfigDialog.close}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
})
