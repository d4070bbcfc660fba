/** Step 1 labels read 'JOB NAME', 'TIME ZONE'… (spec §2) while their accessible names stay in words. */
export const fieldLabelStyles = {
  label: { textTransform: 'uppercase', fontSize: 'var(--mantine-font-size-xs)', letterSpacing: '0.04em' },
} as const
