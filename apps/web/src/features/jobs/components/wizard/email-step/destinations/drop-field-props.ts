/** What every drop's field set (SFTP, S3, SharePoint) is given: its values, the problems found, a change. */
export interface DropFieldProps<V> {
  values: V
  errors: Partial<Record<string, string>>
  onChange: (change: Partial<V>) => void
}

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

/** Binds a text input to one text value of the set: its value, its problem and the change typing makes. */
export function textField<V>({ values, errors, onChange }: DropFieldProps<V>) {
  return (name: TextKey<V>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      onChange({ [name]: e.currentTarget.value } as Partial<V>),
  })
}
