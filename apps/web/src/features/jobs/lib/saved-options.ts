interface SelectOption {
  value: string
  label: string
}

/** The listed options, with saved choices the BI tool no longer lists kept first, so they show and can be changed. */
export function withSavedOptions(options: SelectOption[], saved: SelectOption[]): SelectOption[] {
  const listed = new Set(options.map((option) => option.value))
  return [...saved.filter((option) => option.value !== '' && !listed.has(option.value)), ...options]
}
