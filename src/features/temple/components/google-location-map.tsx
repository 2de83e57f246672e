/**
 * The Google map of the location picker. Loaded lazily (its own chunk) and only when a maps key
 * is configured; reports a failed or refused script load to its parent, which falls back to
 * entering the coordinates by hand.
 */
import { Box, Input } from '@chakra-ui/react'
import {
  APILoadingStatus,
  APIProvider,
  Map,
  Marker,
  useApiLoadingStatus,
  useMap,
  useMapsLibrary,
  type MapMouseEvent,
} from '@vis.gl/react-google-maps'
import { useEffect, useRef } from 'react'
import { useT } from '@/shared/i18n'
import type { LatLng } from '../schemas'

export interface GoogleLocationMapProps {
  apiKey: string
  value: LatLng | null
  onPick: (location: LatLng) => void
  onUnavailable: (reason: string) => void
  /** Zoom when a location is set (temple: 15). */
  zoom?: number
  /** Shows the location only: no place search, no picking, a fixed marker. */
  readOnly?: boolean
}

/** Centre of India, shown when there is no location yet. */
export const INDIA_CENTRE = { lat: 20.5937, lng: 78.9629 }
const GENERIC_ZOOM = 7

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

function LoadWatcher({ onUnavailable }: { onUnavailable: (reason: string) => void }) {
  const status = useApiLoadingStatus()
  useEffect(() => {
    if (status === APILoadingStatus.FAILED || status === APILoadingStatus.AUTH_FAILURE) {
      console.error(`[maps] The Google Maps script could not be used (${status}); the location is entered by hand.`)
      onUnavailable(status)
    }
  }, [status, onUnavailable])
  return null
}

function PlaceSearch({ onPick, zoom }: { onPick: (location: LatLng) => void; zoom: number }) {
  const t = useT()
  const places = useMapsLibrary('places')
  const map = useMap()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!places || !input.current) return
    const autocomplete = new places.Autocomplete(input.current, { fields: ['geometry', 'name', 'formatted_address'] })
    const listener = autocomplete.addListener('place_changed', () => {
      const location = autocomplete.getPlace().geometry?.location
      if (!location) return
      onPick({ latitude: round(location.lat()), longitude: round(location.lng()) })
      map?.panTo(location)
      map?.setZoom(zoom)
    })
    return () => listener.remove()
  }, [places, map, onPick, zoom])
  return <Input ref={input} placeholder={t('temple.location.search')} aria-label={t('temple.location.search')} mb="2" />
}

/** Brings a location set from outside the map (typed, or read from a pasted link) into view. */
function FollowValue({ lat, lng }: { lat: number; lng: number }) {
  const map = useMap()
  useEffect(() => map?.panTo({ lat, lng }), [map, lat, lng])
  return null
}

export default function GoogleLocationMap({ apiKey, value, onPick, onUnavailable, zoom = 15, readOnly = false }: GoogleLocationMapProps) {
  const position = value ? { lat: value.latitude, lng: value.longitude } : null
  const pick = (event: MapMouseEvent) => {
    if (readOnly) return
    const latLng = event.detail.latLng
    if (latLng) onPick({ latitude: round(latLng.lat), longitude: round(latLng.lng) })
  }
  return (
    <APIProvider
      apiKey={apiKey}
      libraries={['places']}
      onError={(error) => console.error('[maps] Loading the Google Maps script failed', error)}
    >
      <LoadWatcher onUnavailable={onUnavailable} />
      {!readOnly && <PlaceSearch onPick={onPick} zoom={zoom} />}
      <Box h={{ base: '64', md: '80' }} borderRadius="md" overflow="hidden" borderWidth="1px" data-testid="location-map">
        <Map
          defaultCenter={position ?? INDIA_CENTRE}
          defaultZoom={position ? zoom : GENERIC_ZOOM}
          gestureHandling="cooperative"
          disableDefaultUI={false}
          onClick={pick}
          style={{ width: '100%', height: '100%' }}
        >
          {position && !readOnly && <FollowValue lat={position.lat} lng={position.lng} />}
          {position && (
            <Marker
              position={position}
              draggable={!readOnly}
              onDragEnd={(event) => {
                const latLng = event.latLng
                if (latLng) onPick({ latitude: round(latLng.lat()), longitude: round(latLng.lng()) })
              }}
            />
          )}
        </Map>
      </Box>
    </APIProvider>
  )
}
