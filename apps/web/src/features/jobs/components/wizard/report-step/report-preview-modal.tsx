import { Box, Center, Loader, Modal } from '@mantine/core'
import { useState } from 'react'

interface ReportPreviewModalProps {
  title: string
  src: string
  onClose: () => void
}

/** The 'Preview Report' overlay (spec §2): the live report in a frame at 90% of the window. */
export function ReportPreviewModal({ title, src, onClose }: ReportPreviewModalProps) {
  const [loaded, setLoaded] = useState(false)
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="90%"
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
      styles={{
        content: { height: '90vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, display: 'flex', padding: 0 },
      }}
    >
      <Box pos="relative" style={{ flex: 1 }}>
        {loaded ? null : (
          <Center pos="absolute" inset={0} role="status" aria-label="Loading the report">
            <Loader />
          </Center>
        )}
        <iframe
          title={`Preview of ${title}`}
          src={src}
          onLoad={() => setLoaded(true)}
          style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
    </Modal>
  )
}
