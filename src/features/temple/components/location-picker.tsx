import { Alert, Grid, Input, Skeleton, Stack } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { FormField } from '@/shared/forms/field'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
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

/**
 * The map (when a maps key is set and the script loads) and the latitude/longitude inputs,
 * which always stay usable: without a key, or when the map fails, they are the way to set it.
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
