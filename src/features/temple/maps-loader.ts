import { injectMapsScript } from './maps-script'

/** The spec: a load failure is logged, and the script is tried again after 500 ms (once). */
export const MAPS_RETRY_MS = 500

interface LoadOptions {
  attempt?: (apiKey: string) => Promise<void>
  wait?: (ms: number) => Promise<void>
  log?: (message: string, error: unknown) => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Loads the Maps script with one retry after 500 ms; rejects when the retry fails too. */
export async function loadMapsScript(
  apiKey: string,
  { attempt = injectMapsScript, wait = sleep, log = console.error }: LoadOptions = {},
): Promise<void> {
  try {
    await attempt(apiKey)
  } catch (error) {
    log(`[maps] The Google Maps script failed to load; trying once more in ${MAPS_RETRY_MS} ms.`, error)
    await wait(MAPS_RETRY_MS)
    await attempt(apiKey)
  }
}

let inflight: Promise<void> | null = null

/** The page's one load of the Maps script (concurrent callers share it; a loaded API is reused). */
export function loadMaps(apiKey: string): Promise<void> {
  const google = (window as { google?: { maps?: { importLibrary?: unknown } } }).google
  if (google?.maps?.importLibrary) return Promise.resolve()
  inflight ??= loadMapsScript(apiKey).finally(() => {
    inflight = null
  })
  return inflight
}
