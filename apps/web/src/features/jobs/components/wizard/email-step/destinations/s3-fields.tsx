import { Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { textField, type DropFieldProps } from './drop-field-props.ts'

export type S3Values = {
  bucket: string
  prefix: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  endpoint: string
  forcePathStyle: boolean
}

export const EMPTY_S3: S3Values = {
  bucket: '',
  prefix: '',
  region: '',
  accessKeyId: '',
  secretAccessKey: '',
  endpoint: '',
  forcePathStyle: false,
}

/** The body of an S3 drop (ADR 0050); an empty endpoint is Amazon S3. */
export function s3Body(v: S3Values): unknown {
  return {
    type: 'S3',
    bucket: v.bucket,
    prefix: v.prefix,
    region: v.region,
    accessKeyId: v.accessKeyId,
    secretAccessKey: v.secretAccessKey,
    ...(v.endpoint.trim() ? { endpoint: v.endpoint } : {}),
    forcePathStyle: v.forcePathStyle,
  }
}

/** A bucket's fields: where (bucket, prefix, region, an S3-compatible store's endpoint) and the access key. */
export function S3Fields(props: DropFieldProps<S3Values>) {
  const { values, onChange } = props
  const text = textField(props)
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput label="Bucket" placeholder="acme-reports" autoComplete="off" {...text('bucket')} />
        <TextInput label="Region" placeholder="eu-west-1" autoComplete="off" {...text('region')} />
      </Group>
      <TextInput
        label="Prefix"
        description="The folder in the bucket; tokens such as {filterValue} or a row column are filled per row. Empty: the bucket's top."
        placeholder="reports/{filterValue}/"
        {...text('prefix')}
      />
      <TextInput label="Access key ID" placeholder="AKIA…" autoComplete="off" {...text('accessKeyId')} />
      <PasswordInput label="Secret access key" autoComplete="off" {...text('secretAccessKey')} />
      <TextInput
        label="Endpoint (S3-compatible stores)"
        description="Leave empty for Amazon S3. For MinIO, Cloudflare R2, Wasabi and the like: the store's address."
        placeholder="https://s3.example.com"
        autoComplete="off"
        {...text('endpoint')}
      />
      <Checkbox
        label="Path-style addresses (endpoint/bucket/key), which most self-hosted stores need"
        checked={values.forcePathStyle}
        onChange={(e) => onChange({ forcePathStyle: e.currentTarget.checked })}
      />
    </Stack>
  )
}
