import { Button, Flex, Grid, GridItem, Input, Separator } from '@chakra-ui/react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { changedFields, dirtyPayload } from '@/shared/forms/dirty'
import { FormField } from '@/shared/forms/field'
import { FormActions, FormSection, HookForm, SelectField, SwitchField, TextField, TimeField, useFieldError } from '@/shared/forms/fields'
import { useFormSubmit } from '@/shared/forms/use-form-submit'
import { DEFAULT_COUNTRY_CODE, INVALID_COUNTRY_CODE, isValidCountryCode, phoneSuggestion } from '@/shared/lib/phone'
import { useUnsavedChanges } from '@/shared/forms/unsaved-changes'
import { useAppForm } from '@/shared/forms/use-app-form'
import { useVersionedEdit } from '@/shared/forms/use-versioned-edit'
import { t as translate, useT } from '@/shared/i18n'
import { notify } from '@/shared/ui/toaster'
import { templeDetailsConflict } from '../conflict'
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
  const t = useT()
  const form = useFormContext<TempleValues>()
  const value = useWatch({ control: form.control, name })
  const error = useFieldError(name)
  const suggestion = error ? null : phoneSuggestion(value ?? '', countryCode)
  const helper = suggestion ? (
    <>
      {t('temple.form.suggested', { number: suggestion })}{' '}
      <Button
        size="2xs"
        variant="plain"
        colorPalette="brand"
        px="0"
        h="auto"
        onClick={() => form.setValue(name, suggestion, { shouldDirty: true, shouldValidate: true })}
      >
        {t('temple.form.useSuggestion')}
      </Button>
    </>
  ) : undefined
  return (
    <FormField label={label} required={required} error={error} helper={helper}>
      <Input
        type="tel"
        autoComplete="tel"
        // Phone numbers read left to right in every language.
        dir="ltr"
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
  const t = useT()
  const registering = !temple
  const starLanguageOptions = useMemo(() => STAR_LANGUAGES.map(({ value, label }) => ({ value, label: t(label) })), [t])
  const update = useUpdateTemple()
  const register = useRegisterTemple()
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE)
  const form = useAppForm<TempleValues>({
    resolver: zodResolver(registering ? registerTempleSchema : templeSchema),
    defaultValues: templeDefaults(temple),
  })
  const { errors, isDirty } = form.formState
  const { prompt, allowLeave } = useUnsavedChanges(isDirty, form, 'temple')
  const versions = useVersionedEdit(form, { url: temple?.url ?? null, spec: templeDetailsConflict, toValues: templeDefaults })

  const submit = useFormSubmit(form, {
    submit: async (values) => {
      if (temple) {
        const updated = await versions.send(({ initial, version }) => {
          const { location: _location, ...changed } = dirtyPayload(values, changedFields(initial, values))
          void _location
          return update.mutateAsync({ temple, changes: templePayload(changed), version })
        })
        versions.saved(updated)
        notify.success(translate('temple.toast.updated'))
      } else {
        const created = await register.mutateAsync(templePayload(values) as Parameters<typeof register.mutateAsync>[0])
        allowLeave()
        form.reset(templeDefaults())
        onRegistered?.(created)
      }
    },
    onError: (error): boolean => versions.onError(error, submit.setAlert),
  })
  const e = errors

  return (
    <HookForm form={form} submit={submit} gap="6" aria-label={t('temple.form.label')}>
      <fieldset disabled={disabled} style={{ display: 'contents' }}>
        <FormSection title={t('temple.form.templeSection')}>
          <TextField name="name" label={t('temple.form.name')} required />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField name="email" label={t('temple.form.email')} required type="email" autoComplete="email" />
            <FormField
              label={t('temple.form.countryCode')}
              error={isValidCountryCode(countryCode) ? undefined : INVALID_COUNTRY_CODE}
              helper={t('temple.form.countryCodeHelper')}
            >
              <Input
                inputMode="tel"
                dir="ltr"
                maxW="8rem"
                value={countryCode}
                onChange={(event) => setCountryCode(event.currentTarget.value)}
              />
            </FormField>
            <PhoneField name="phone" label={t('temple.form.phone')} required countryCode={countryCode} />
            <PhoneField name="contact_no_1" label={t('temple.form.contact1')} countryCode={countryCode} />
            <PhoneField name="contact_no_2" label={t('temple.form.contact2')} countryCode={countryCode} />
            <PhoneField name="whatsappNo" label={t('temple.form.whatsapp')} countryCode={countryCode} />
            <TextField name="counterName" label={t('temple.form.counterName')} placeholder={t('temple.form.counterNamePlaceholder')} />
          </Grid>
        </FormSection>

        <Separator />
        <FormSection title={t('temple.form.timingsSection')}>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            <TimeField name="openingTime" label={t('temple.form.openingTime')} deps={['closingTime']} />
            <TimeField name="closingTime" label={t('temple.form.closingTime')} />
            <TimeField name="offlineConsolidationTime" label={t('temple.form.consolidationTime')} />
          </Grid>
          <Flex gap="6" wrap="wrap">
            <SwitchField name="enableDakshina" label={t('temple.form.enableDakshina')} disabled={disabled} />
            <SwitchField name="dakshinaInConsolidation" label={t('temple.form.dakshinaInConsolidation')} disabled={disabled} />
          </Flex>
          <SelectField name="starLang" label={t('temple.form.starLang')} options={starLanguageOptions} />
          <TextField name="description" label={t('temple.form.description')} rows={4} />
        </FormSection>

        <Separator />
        <FormSection title={t('temple.form.addressSection')}>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <GridItem colSpan={{ md: 2 }}>
              <TextField name="address.address_line_1" label={t('temple.form.addressLine1')} required autoComplete="address-line1" />
            </GridItem>
            <GridItem colSpan={{ md: 2 }}>
              <TextField name="address.address_line_2" label={t('temple.form.addressLine2')} autoComplete="address-line2" />
            </GridItem>
            <TextField name="address.city" label={t('temple.form.city')} required />
            <TextField name="address.district" label={t('temple.form.district')} required />
            <TextField name="address.state" label={t('temple.form.state')} required />
            <TextField name="address.pincode" label={t('temple.form.pincode')} required inputMode="numeric" autoComplete="postal-code" />
          </Grid>
        </FormSection>

        {registering && (
          <>
            <Separator />
            <FormSection title={t('temple.location.title')}>
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
          submitLabel={registering ? t('temple.form.register') : t('temple.form.save')}
          discardLabel={registering ? undefined : t('temple.form.discard')}
        />
      )}
      {prompt}
      {versions.dialog}
    </HookForm>
  )
}
