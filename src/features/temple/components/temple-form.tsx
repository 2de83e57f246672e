import { Button, Flex, Grid, GridItem, Heading, Input, NativeSelect, Separator, Stack, Switch, Textarea } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form'
import { dirtyPayload } from '@/shared/forms/dirty'
import { FormField } from '@/shared/forms/field'
import { FormAlert } from '@/shared/forms/form-alert'
import { useSingleFlight } from '@/shared/forms/single-flight'
import { DEFAULT_COUNTRY_CODE, INVALID_COUNTRY_CODE, isValidCountryCode, phoneSuggestion } from '@/shared/lib/phone'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { Form } from '@/shared/ui/form'
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
import { applyNestedServerErrors } from './server-errors'

const FIELDS: readonly Path<TempleValues>[] = [
  'name',
  'email',
  'phone',
  'contact_no_1',
  'contact_no_2',
  'whatsappNo',
  'openingTime',
  'closingTime',
  'offlineConsolidationTime',
  'counterName',
  'enableDakshina',
  'dakshinaInConsolidation',
  'starLang',
  'description',
  'address.address_line_1',
  'address.address_line_2',
  'address.city',
  'address.district',
  'address.state',
  'address.pincode',
  'location.latitude',
  'location.longitude',
]

type PhoneName = 'phone' | 'contact_no_1' | 'contact_no_2' | 'whatsappNo'

/**
 * A phone number is saved as typed when it matches the spec's pattern; libphonenumber only offers
 * a normalised form beside it (numbers without + are read with the form's country code).
 */
function PhoneField({ form, name, label, required, countryCode }: { form: UseFormReturn<TempleValues>; name: PhoneName; label: string; required?: boolean; countryCode: string }) {
  const value = useWatch({ control: form.control, name })
  const error = form.formState.errors[name]?.message
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
      <Input type="tel" autoComplete="tel" placeholder={`${isValidCountryCode(countryCode) ? countryCode.trim() : DEFAULT_COUNTRY_CODE} 94470 12345`} {...form.register(name)} />
    </FormField>
  )
}

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
      {children}
    </Heading>
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
  const [alert, setAlert] = useState<string | null>(null)
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const form = useForm<TempleValues>({
    resolver: zodResolver(registering ? registerTempleSchema : templeSchema),
    defaultValues: templeDefaults(temple),
    mode: 'onTouched',
  })
  const { errors, isDirty, isSubmitting, dirtyFields } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form, 'temple')

  const submit = useSingleFlight(async (values: TempleValues) => {
    setAlert(null)
    try {
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
    } catch (error) {
      setAlert(applyNestedServerErrors(error, form.setError, FIELDS))
    }
  })
  const busy = isSubmitting || update.isPending || register.isPending
  const e = errors

  return (
    <Form gap="6" noValidate onSubmit={form.handleSubmit(submit)} aria-label="Temple details">
      <FormAlert message={alert} />
      <fieldset disabled={disabled} style={{ display: 'contents' }}>
        <Stack gap="4">
          <Subheading>Temple</Subheading>
          <FormField label="Temple name" required error={e.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Email" required error={e.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <FormField
              label="Country code"
              error={isValidCountryCode(countryCode) ? undefined : INVALID_COUNTRY_CODE}
              helper="Used to suggest a full form of numbers typed without one."
            >
              <Input inputMode="tel" maxW="8rem" value={countryCode} onChange={(event) => setCountryCode(event.currentTarget.value)} />
            </FormField>
            <PhoneField form={form} name="phone" label="Phone" required countryCode={countryCode} />
            <PhoneField form={form} name="contact_no_1" label="Contact number 1" countryCode={countryCode} />
            <PhoneField form={form} name="contact_no_2" label="Contact number 2" countryCode={countryCode} />
            <PhoneField form={form} name="whatsappNo" label="WhatsApp number" countryCode={countryCode} />
            <FormField label="Counter name" error={e.counterName?.message}>
              <Input placeholder="e.g. East Nada Counter" {...form.register('counterName')} />
            </FormField>
          </Grid>
        </Stack>

        <Separator />
        <Stack gap="4">
          <Subheading>Timings and Dakshina</Subheading>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <FormField label="Opening time" error={e.openingTime?.message}>
              <Input type="time" {...form.register('openingTime', { deps: ['closingTime'] })} />
            </FormField>
            <FormField label="Closing time" error={e.closingTime?.message}>
              <Input type="time" {...form.register('closingTime')} />
            </FormField>
            <FormField label="Offline consolidation time" error={e.offlineConsolidationTime?.message}>
              <Input type="time" {...form.register('offlineConsolidationTime')} />
            </FormField>
          </Grid>
          <Flex gap="6" wrap="wrap">
            {(['enableDakshina', 'dakshinaInConsolidation'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field }) => (
                  <Switch.Root
                    name={field.name}
                    checked={field.value}
                    disabled={disabled}
                    onCheckedChange={(details) => field.onChange(details.checked)}
                    colorPalette="brand"
                  >
                    <Switch.HiddenInput onBlur={field.onBlur} />
                    <Switch.Control />
                    <Switch.Label>{name === 'enableDakshina' ? 'Enable Dakshina' : 'Dakshina in consolidation'}</Switch.Label>
                  </Switch.Root>
                )}
              />
            ))}
          </Flex>
          <FormField label="Birth-star language" error={e.starLang?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('starLang')}>
                {STAR_LANGUAGES.map((language) => (
                  <option key={language.value} value={language.value}>
                    {language.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Description" error={e.description?.message}>
            <Textarea rows={4} autoresize maxH="15lh" {...form.register('description')} />
          </FormField>
        </Stack>

        <Separator />
        <Stack gap="4">
          <Subheading>Address</Subheading>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <GridItem colSpan={{ md: 2 }}>
              <FormField label="Address line 1" required error={e.address?.address_line_1?.message}>
                <Input autoComplete="address-line1" {...form.register('address.address_line_1')} />
              </FormField>
            </GridItem>
            <GridItem colSpan={{ md: 2 }}>
              <FormField label="Address line 2" error={e.address?.address_line_2?.message}>
                <Input autoComplete="address-line2" {...form.register('address.address_line_2')} />
              </FormField>
            </GridItem>
            <FormField label="City" required error={e.address?.city?.message}>
              <Input {...form.register('address.city')} />
            </FormField>
            <FormField label="District" required error={e.address?.district?.message}>
              <Input {...form.register('address.district')} />
            </FormField>
            <FormField label="State" required error={e.address?.state?.message}>
              <Input {...form.register('address.state')} />
            </FormField>
            <FormField label="Pincode" required error={e.address?.pincode?.message}>
              <Input inputMode="numeric" autoComplete="postal-code" {...form.register('address.pincode')} />
            </FormField>
          </Grid>
        </Stack>

        {registering && (
          <>
            <Separator />
            <Stack gap="4">
              <Subheading>Location</Subheading>
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
            </Stack>
          </>
        )}
      </fieldset>

      {!disabled && (
        <Flex gap="3">
          <Button type="submit" colorPalette="brand" disabled={(!registering && !isDirty) || busy} loading={busy}>
            {registering ? 'Register temple' : 'Save changes'}
          </Button>
          {!registering && isDirty && (
            <Button variant="ghost" onClick={() => form.reset()} disabled={busy}>
              Discard changes
            </Button>
          )}
        </Flex>
      )}
      {prompt}
    </Form>
  )
}
