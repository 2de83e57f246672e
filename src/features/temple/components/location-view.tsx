import { Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '@/shared/i18n'
import { env } from '@/shared/lib/env'
import { MapBoundary } from './map-boundary'
import type { LatLng } from '../schemas'

/** A failed attempt (the chunk or the maps script) is retried once, after this wait. */
export const MAP_RETRY_MS = 500

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The same lazy chunk as the location picker's map; a failed chunk fetch is tried once more.
const GoogleLocationMap = lazy(() =>
  import('./google-location-map').catch(() => wait(MAP_RETRY_MS).then(() => import('./google-location-map'))),
)

const noPick = () => undefined

/**
 * A read-only map of a location with its coordinates as text. Without a maps key only the text
 * shows; a script that fails to load is retried once after 500 ms, then only the text remains.
 */
export function LocationView({ location, apiKey = env.mapsKey }: { location: LatLng | null; apiKey?: string }) {
  const t = useT()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )
  const unavailable = useCallback(() => {
    if (attempt === 0) {
      if (!timer.current) timer.current = setTimeout(() => setAttempt(1), MAP_RETRY_MS)
    } else {
      setFailed(true)
    }
  }, [attempt])
  if (!location) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('temple.location.none')}
      </Text>
    )
  }
  return (
    <Stack gap="2">
      {apiKey && !failed && (
        <MapBoundary key={attempt} onError={unavailable}>
          <Suspense fallback={<Skeleton h={{ base: '64', md: '80' }} borderRadius="md" aria-label={t('temple.location.loadingMap')} />}>
            <GoogleLocationMap key={attempt} apiKey={apiKey} value={location} onPick={noPick} onUnavailable={unavailable} readOnly />
          </Suspense>
        </MapBoundary>
      )}
      <Text fontSize="sm" data-testid="location-coordinates">
        {t('temple.location.coordinates', { latitude: String(location.latitude), longitude: String(location.longitude) })}
      </Text>
    </Stack>
  )
}
