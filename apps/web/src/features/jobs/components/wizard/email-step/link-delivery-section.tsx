import { LINK_EXPIRY_DAYS } from '@herald/contracts'
import { Controller } from 'react-hook-form'
import { LinkDeliveryFields } from './link-delivery-fields.tsx'
import type { EmailConfigFormApi } from './use-email-config-form.ts'

/** The form's attachment-or-link choice and the link's expiry (ADR 0049). */
export function LinkDeliverySection({ form }: { form: EmailConfigFormApi }) {
  const { control, setValue, watch, formState } = form
  return (
    <Controller
      control={control}
      name="deliverAs"
      render={({ field }) => (
        <LinkDeliveryFields
          deliverAs={field.value ?? 'ATTACHMENT'}
          expiryDays={watch('linkExpiryDays') ?? LINK_EXPIRY_DAYS.default}
          onDeliverAsChange={field.onChange}
          onExpiryDaysChange={(days) =>
            setValue('linkExpiryDays', days, { shouldDirty: true, shouldValidate: true })
          }
          error={formState.errors.linkExpiryDays?.message}
        />
      )}
    />
  )
}
