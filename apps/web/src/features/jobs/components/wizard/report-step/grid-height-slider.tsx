import { Slider, Stack, Text } from '@mantine/core'

export const GRID_HEIGHT = { min: 120, max: 400, initial: 280 } as const

/** The filter grid's height, in pixels. */
export function GridHeightSlider({
  height,
  onChange,
}: {
  height: number
  onChange: (height: number) => void
}) {
  return (
    <Stack gap={2} w={180}>
      <Text size="xs" c="dimmed">
        Grid height
      </Text>
      <Slider
        min={GRID_HEIGHT.min}
        max={GRID_HEIGHT.max}
        step={10}
        value={height}
        onChange={onChange}
        label={(value) => `${value} px`}
        thumbLabel="Grid height"
        size="sm"
      />
    </Stack>
  )
}
