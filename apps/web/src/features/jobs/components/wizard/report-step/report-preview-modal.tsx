import { Box, Center, Loader, Modal } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import { useState } from 'react'

interface ReportPreviewModalProps {
  title: string
  src: string
  /** The report's canvas width in pixels: the preview is scaled to show all of it. */
  canvasWidth: number
  onClose: () => void
}

/**
 * The 'Preview Report' overlay (spec §2): the live report in a frame at 90% of the window, laid out at its
 * canvas width and scaled down to fit the frame's width, so no side of the report is cut off.
 */
export function ReportPreviewModal({ title, src, canvasWidth, onClose }: ReportPreviewModalProps) {
  const [loaded, setLoaded] = useState(false)
  const { ref, width, height } = useElementSize()
  const scale = width > 0 ? Math.min(1, width / canvasWidth) : 1
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
      <Box ref={ref} pos="relative" style={{ flex: 1, overflow: 'hidden' }}>
        {loaded ? null : (
          <Center pos="absolute" inset={0} role="status" aria-label="Loading the report">
            <Loader />
          </Center>
        )}
        <iframe
          title={`Preview of ${title}`}
          src={src}
          onLoad={() => setLoaded(true)}
          style={{
            border: 0,
            display: 'block',
            width: scale < 1 ? canvasWidth : '100%',
            height: scale < 1 ? height / scale : '100%',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: 'top left',
          }}
        />
      </Box>
    </Modal>
  )
}
