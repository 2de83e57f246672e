import { Button, Flex, Grid, GridItem, Input, Separator } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm, useFormContext, useWatch } from 'react-hook-form'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormField } from '@/shared/forms/field'
import { FormActions, FormSection, HookForm, SelectField, SwitchField, TextField, TimeField, useFieldError } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { DEFAULT_COUNTRY_CODE, INVALID_COUNTRY_CODE, isValidCountryCode, phoneSuggestion } from '@/shared/lib/phone'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { notify } from '@/shared/ui/toaster'
import { useRegisterTemple, useUpdateTemple } from '../mutations'
import {
  registerTempleSchema,
  STAR_LANGUAGES,
  templeDefaults,
  templePayload,
  templeSchema,
  type Temple,
  type TempleValues,
} from '../schemas'
import { LocationPicker } from './location-picker'

type PhoneName = 'phone' | 'contact_no_1' | 'contact_no_2' | 'whatsappNo'

/**
 * A phone number is saved as typed when it matches the spec's pattern; libphonenumber only offers
 * a normalised form beside it (numbers without + are read with the form's country code).
 */
function PhoneField({ name, label, required, countryCode }: { name: PhoneName; label: string; required?: boolean; countryCode: string }) {
  const form = useFormContext<TempleValues>()
  const value = useWatch({ control: form.control, name })
  const error = useFieldError(name)
  const suggestion = error ? null : phoneSuggestion(value ?? '', countryCode)
  const helper = suggestion ? (
    <>
      Suggested: {suggestion}{' '}
      <Button
        size="2xs"
        variant="plain"
        colorPalette="brand"
        px="0"
        h="auto"
        onClick={() => form.setValue(name, suggestion, { shouldDirty: true, shouldValidate: true })}
      >
        Use this
      </Button>
    </>
  ) : undefined
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      <Input
        type="tel"
        autoComplete="tel"
        placeholder={`${isValidCountryCode(countryCode) ? countryCode.trim() : DEFAULT_COUNTRY_CODE} 94470 12345`}
        {...form.register(name)}
      />
    </FormField>
  )
}

interface TempleFormProps {
  /** Edit this temple (PATCH of the changed fields); without it the form registers a new temple. */
  temple?: Temple
  /** Called after a registration went through. */
  onRegistered?: (temple: Temple) => void
  disabled?: boolean
}

/** The temple details form of the profile page and of /register-temple (with the location). */
export function TempleForm({ temple, onRegistered, disabled }: TempleFormProps) {
  const registering = !temple
  const update = useUpdateTemple()
  const register = useRegisterTemple()
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const form = useForm<TempleValues>({
    resolver: zodResolver(registering ? registerTempleSchema : templeSchema),
    defaultValues: templeDefaults(temple),
    mode: 'onTouched',
  })
  const { errors, isDirty, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form, 'temple')

  const submit = useFormSubmit(form, {
    submit: async (values) => {
      if (temple) {
        const { location: _location, ...changed } = dirtyPayload(values, dirtyFields)
        void _location
        const updated = await update.mutateAsync({ temple, changes: templePayload(changed) })
        form.reset(templeDefaults(updated))
        notify.success('Temple Updated')
      } else {
        const created = await register.mutateAsync(templePayload(values) as Parameters<typeof register.mutateAsync>[0])
        allowLeave()
        form.reset(templeDefaults())
        onRegistered?.(created)
      }
    },
  })
  const e = errors

  return (
    <HookForm form={form} submit={submit} gap="6" aria-label="Temple details">
      <fieldset disabled={disabled} style={{ display: 'contents' }}>
        <FormSection title="Temple">
          <TextField name="name" label="Temple name" required />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="email" label="Email" required type="email" autoComplete="email" />
            <FormField
              label="Country code"
              error={isValidCountryCode(countryCode) ? undefined : INVALID_COUNTRY_CODE}
              helper="Used to suggest a full form of numbers typed without one."
            >
              <Input inputMode="tel" maxW="8rem" value={countryCode} onChange={(event) => setCountryCode(event.currentTarget.value)} />
            </FormField>
            <PhoneField name="phone" label="Phone" required countryCode={countryCode} />
            <PhoneField name="contact_no_1" label="Contact number 1" countryCode={countryCode} />
            <PhoneField name="contact_no_2" label="Contact number 2" countryCode={countryCode} />
            <PhoneField name="whatsappNo" label="WhatsApp number" countryCode={countryCode} />
            <TextField name="counterName" label="Counter name" placeholder="e.g. East Nada Counter" />
          </Grid>
        </FormSection>

        <Separator />
        <FormSection title="Timings and Dakshina">
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <TimeField name="openingTime" label="Opening time" deps={['closingTime']} />
            <TimeField name="closingTime" label="Closing time" />
            <TimeField name="offlineConsolidationTime" label="Offline consolidation time" />
          </Grid>
          <Flex gap="6" wrap="wrap">
            <SwitchField name="enableDakshina" label="Enable Dakshina" disabled={disabled} />
            <SwitchField name="dakshinaInConsolidation" label="Dakshina in consolidation" disabled={disabled} />
          </Flex>
          <SelectField name="starLang" label="Birth-star language" options={STAR_LANGUAGES} />
          <TextField name="description" label="Description" rows={4} />
        </FormSection>

        <Separator />
        <FormSection title="Address">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <GridItem colSpan={{ md: 2 }}>
              <TextField name="address.address_line_1" label="Address line 1" required autoComplete="address-line1" />
            </GridItem>
            <GridItem colSpan={{ md: 2 }}>
              <TextField name="address.address_line_2" label="Address line 2" autoComplete="address-line2" />
            </GridItem>
            <TextField name="address.city" label="City" required />
            <TextField name="address.district" label="District" required />
            <TextField name="address.state" label="State" required />
            <TextField name="address.pincode" label="Pincode" required inputMode="numeric" autoComplete="postal-code" />
          </Grid>
        </FormSection>

        {registering && (
          <>
            <Separator />
            <FormSection title="Location">
              <Controller
                name="location"
                control={form.control}
                render={({ field }) => (
                  <LocationPicker
                    required
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value)
                      if (form.formState.isSubmitted) void form.trigger('location')
                    }}
                    errors={{ latitude: e.location?.latitude?.message, longitude: e.location?.longitude?.message }}
                  />
                )}
              />
            </FormSection>
          </>
        )}
      </fieldset>

      {!disabled && (
        <FormActions
          submit={submit}
          requireDirty={!registering}
          submitLabel={registering ? 'Register temple' : 'Save changes'}
          discardLabel={registering ? undefined : 'Discard changes'}
        />
      )}
      {prompt}
    </HookForm>
  )
}
