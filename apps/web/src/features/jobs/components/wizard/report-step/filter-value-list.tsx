interface FilterValueListProps {
  id: string
  /** Suggestions for Filter Value, read from the report. */
  values: readonly string[]
}

/** The suggestions every Filter Value field offers, by the list's id. */
export function FilterValueList({ id, values }: FilterValueListProps) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  )
}
