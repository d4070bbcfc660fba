import { passwordStrength } from '@herald/contracts'
import { Box, Group, Text } from '@mantine/core'

/** Red to green, one colour per strength level (spec §5). */
export const STRENGTH_COLORS = ['red.7', 'orange.6', 'yellow.5', 'lime.6', 'green.7'] as const
const LEVEL_NAMES = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const

interface PasswordStrengthBarProps {
  password: string
}

/** Five segments; the first `level` segments take the level's colour. */
export function PasswordStrengthBar({ password }: PasswordStrengthBarProps) {
  const { level } = passwordStrength(password)
  const color = level > 0 ? STRENGTH_COLORS[level - 1] : undefined
  return (
    <Box>
      <Group
        gap={4}
        grow
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={level}
        aria-valuetext={level > 0 ? LEVEL_NAMES[level - 1] : 'Empty'}
        data-level={level}
      >
        {STRENGTH_COLORS.map((_, index) => (
          <Box
            key={index}
            h={6}
            bg={index < level ? color : 'gray.3'}
            style={{ borderRadius: 3 }}
            data-filled={index < level ? 'true' : 'false'}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {level > 0 ? `Password strength: ${LEVEL_NAMES[level - 1]}` : 'Password strength'}
      </Text>
    </Box>
  )
}
