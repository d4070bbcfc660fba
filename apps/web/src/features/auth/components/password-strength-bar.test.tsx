import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { PasswordStrengthBar } from './password-strength-bar.tsx'

function levelOf(password: string): { level: string | null; filled: number } {
  render(
    <MantineProvider env="test">
      <PasswordStrengthBar password={password} />
    </MantineProvider>,
  )
  const meter = screen.getByRole('meter', { name: 'Password strength' })
  const filled = meter.querySelectorAll('[data-filled="true"]').length
  return { level: meter.getAttribute('data-level'), filled }
}

describe('PasswordStrengthBar', () => {
  it.each([
    ['', '0'],
    ['abc', '1'],
    ['abcdefgh', '1'],
    ['abcdefGH', '2'],
    ['abcdefG1', '4'],
    ['abcdeF1!', '5'],
  ])('%j is level %s with that many coloured segments', (password, level) => {
    const result = levelOf(password)
    expect(result.level).toBe(level)
    expect(result.filled).toBe(Number(level))
  })
})
