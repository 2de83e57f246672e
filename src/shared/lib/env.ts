/**
 * The deployment's settings: the build environment's `VITE_*` values, replaced at start-up by the
 * `config.json` the site serves next to index.html (one build, many environments; see
 * docs/deploy/README.md). Validated by hand rather than with zod so the entry chunk stays small
 * (docs/decisions/002-env-without-zod.md).
 */
function resolveApiUrl(raw: string | undefined): string {
  const value = raw?.trim() || '/api'
  let url: URL | null = null
  try {
    url = new URL(value, globalThis.location?.href ?? 'http://localhost/')
  } catch {
    // Reported below.
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`The API URL is not an http(s) URL: "${value}"`)
  return url.href.replace(/\/+$/, '')
}

/** An absolute http(s) URL, or null. */
function httpUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || !raw.trim()) return null
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

/** An http(s) address such as `https://plugin.example.org` without a trailing slash, or '' when it is not one. */
const httpAddress = (raw: unknown) => httpUrl(raw)?.href.replace(/\/+$/, '') ?? ''

/** The http(s) origins of a list (an array, or a comma-separated string); anything else is dropped. */
function origins(raw: unknown): string[] {
  const list: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []
  return list.flatMap((item) => httpUrl(item)?.origin ?? [])
}

export const env = {
  /** Absolute API base without a trailing slash, e.g. `https://api.example.org` or `http://localhost:5173/api`. */
  apiUrl: resolveApiUrl(import.meta.env.VITE_API_URL),
  mapsKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim() || '',
  productName: import.meta.env.VITE_PRODUCT_NAME?.trim() || 'Temple Back-office',
  /** Origin of the booking plugin the staff embed snippet points to; '' when not configured. */
  pluginHost: httpAddress(import.meta.env.VITE_PLUGIN_HOST),
  /** Origins besides the API's and the app's that download links may point to (a storage or CDN host). */
  downloadHosts: origins(import.meta.env.VITE_DOWNLOAD_HOSTS),
  /** Text of the dismissible announcement banner of the signed-in shell; '' shows none. */
  announcement: import.meta.env.VITE_ANNOUNCEMENT?.trim() || '',
  /** True in the demo build and in `npm run dev` without an API URL. */
  mocked: __MOCKED__,
}

/** What `config.json` may set: each key present replaces the build's value. */
export interface RuntimeConfig {
  apiUrl?: string
  googleMapsApiKey?: string
  pluginHost?: string
  downloadHosts?: string[] | string
}

/**
 * Reads `config.json` from next to index.html (the production build's start-up; requests wait for
 * it). Without one, the build's values stay; one that cannot be read (not JSON, an API URL that is
 * not http(s)) is reported on the console and the build's values stay.
 */
export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<void> {
  try {
    const response = await fetch(url)
    if (!response.ok) return
    const { apiUrl, googleMapsApiKey, pluginHost, downloadHosts } = (await response.json()) as RuntimeConfig
    const next = {
      apiUrl: apiUrl === undefined ? env.apiUrl : resolveApiUrl(apiUrl),
      mapsKey: typeof googleMapsApiKey === 'string' ? googleMapsApiKey.trim() : env.mapsKey,
      pluginHost: pluginHost === undefined ? env.pluginHost : httpAddress(pluginHost),
      downloadHosts: downloadHosts === undefined ? env.downloadHosts : origins(downloadHosts),
    }
    Object.assign(env, next)
  } catch (error) {
    console.error('config.json was not applied:', error)
  }
}
