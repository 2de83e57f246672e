import { Alert, Grid, Input, Skeleton, Stack } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { FormField } from '@/shared/forms/field'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { readCoordinates, type CoordinateReading } from '../coordinates'
import { loadMaps } from '../maps-loader'
import { MapBoundary } from './map-boundary'
import type { LatLng, LocationValues } from '../schemas'

const GoogleLocationMap = lazy(() => import('./google-location-map'))

interface LocationPickerProps {
  value: LocationValues
  onChange: (value: LocationValues) => void
  errors?: { latitude?: string | undefined; longitude?: string | undefined }
  required?: boolean
  disabled?: boolean
}

function toLatLng(value: LocationValues): LatLng | null {
  if (value.latitude === '' || value.longitude === '') return null
  const latitude = Number(value.latitude)
  const longitude = Number(value.longitude)
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null
}

/** How a pasted link reads, as the field's helper or message. */
function readingText(t: ReturnType<typeof useT>, reading: CoordinateReading): { helper?: string; error?: string } {
  if (reading.ok)
    return { helper: t('temple.location.pasteRead', { latitude: String(reading.latitude), longitude: String(reading.longitude) }) }
  switch (reading.problem) {
    case 'short-link':
      return { error: t('temple.location.pasteShortLink') }
    case 'link-without-coordinates':
      return { error: t('temple.location.pasteNoCoordinates') }
    case 'latitude-range':
      return { error: t('temple.errors.latitudeRange', { min: '-90', max: '90' }) }
    case 'longitude-range':
      return { error: t('temple.errors.longitudeRange', { min: '-180', max: '180' }) }
    case 'not-found':
      return { error: t('temple.location.pasteNotFound') }
    case 'empty':
      return {}
  }
}

/** The example in the paste field (a link reads the same in every language). */
const EXAMPLE_LINK = 'https://www.google.com/maps/@9.9312,76.2673,15z'

/**
 * A pasted map link or "lat, long" text fills both coordinates at once. What it read (or why it
 * could not) replaces the field's example line. Text still being typed that holds no pair yet says
 * nothing until Enter; a paste, a link and a value out of range say why at once.
 */
function PastedLocation({ onRead, disabled }: { onRead: (value: LocationValues) => void; disabled?: boolean | undefined }) {
  const t = useT()
  const [text, setText] = useState('')
  const [reading, setReading] = useState<CoordinateReading | null>(null)
  const read = (value: string, explain: boolean) => {
    const result = readCoordinates(value)
    if (result.ok) onRead({ latitude: String(result.latitude), longitude: String(result.longitude) })
    setReading(result.ok || explain || result.problem !== 'not-found' ? result : null)
  }
  const { helper = t('temple.location.pasteHelp'), error } = reading ? readingText(t, reading) : {}
  return (
    <FormField label={t('temple.location.paste')} helper={helper} error={error}>
      <Input
        // Links and numbers read left to right in every language.
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        placeholder={EXAMPLE_LINK}
        value={text}
        disabled={disabled}
        data-testid="location-paste"
        onChange={(event) => {
          const value = event.currentTarget.value
          // More than one character at once: pasted (or dropped), not typed.
          const pasted = value.length - text.length > 1
          setText(value)
          read(value, pasted)
        }}
        onKeyDown={(event) => {
          // Enter reads the text (and explains a failure) instead of submitting the form.
          if (event.key !== 'Enter') return
          event.preventDefault()
          read(text, true)
        }}
      />
    </FormField>
  )
}

/**
 * The map (when a maps key is set and the script loads), a field that reads a pasted map link or
 * "lat, long" text, and the latitude/longitude inputs, which always stay usable: without a key,
 * or when the map fails, they are the way to set it.
 */
export function LocationPicker({ value, onChange, errors, required, disabled }: LocationPickerProps) {
  const t = useT()
  const [unavailable, setUnavailable] = useState<string | null>(env.mapsKey ? null : 'no-key')
  const [scriptReady, setScriptReady] = useState(false)
  const markUnavailable = useCallback((reason: string) => setUnavailable(reason), [])
  useEffect(() => {
    if (!env.mapsKey) return
    let live = true
    // One retry after 500 ms (spec) before falling back to typed coordinates.
    loadMaps(env.mapsKey).then(
      () => live && setScriptReady(true),
      (error: unknown) => {
        console.error('[maps] The Google Maps script could not be loaded; the location is entered by hand.', error)
        if (live) setUnavailable('failed')
      },
    )
    return () => {
      live = false
    }
  }, [])
  const pick = useCallback(
    (location: LatLng) => onChange({ latitude: String(location.latitude), longitude: String(location.longitude) }),
    [onChange],
  )

  return (
    <Stack gap="3">
      {unavailable === null && !scriptReady ? (
        <Skeleton h={{ base: '64', md: '80' }} borderRadius="md" aria-label={t('temple.location.loadingMap')} />
      ) : unavailable === null ? (
        <MapBoundary onError={markUnavailable}>
          <Suspense fallback={<Skeleton h={{ base: '64', md: '80' }} borderRadius="md" aria-label={t('temple.location.loadingMap')} />}>
            <GoogleLocationMap apiKey={env.mapsKey} value={toLatLng(value)} onPick={pick} onUnavailable={markUnavailable} />
          </Suspense>
        </MapBoundary>
      ) : (
        <Alert.Root status="info" size="sm" data-testid="map-unavailable">
          <Alert.Indicator />
          <Alert.Title>{unavailable === 'no-key' ? t('temple.location.mapNotConfigured') : t('temple.location.mapFailed')}</Alert.Title>
        </Alert.Root>
      )}
      <PastedLocation onRead={onChange} disabled={disabled} />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField label={t('temple.location.latitude')} required={required} error={errors?.latitude}>
          <Input
            inputMode="decimal"
            placeholder={t('temple.location.latitudePlaceholder')}
            value={value.latitude}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, latitude: event.currentTarget.value })}
          />
        </FormField>
        <FormField label={t('temple.location.longitude')} required={required} error={errors?.longitude}>
          <Input
            inputMode="decimal"
            placeholder={t('temple.location.longitudePlaceholder')}
            value={value.longitude}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, longitude: event.currentTarget.value })}
          />
        </FormField>
      </Grid>
    </Stack>
  )
}
