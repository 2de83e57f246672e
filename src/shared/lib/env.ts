/**
 * Settings read from the build environment. Validated by hand rather than with zod so the
 * entry chunk stays small (see docs/decisions/002-env-without-zod.md).
 */
function resolveApiUrl(raw: string | undefined): string {
  const value = raw?.trim() || '/api'
  let url: URL
  try {
    url = new URL(value, globalThis.location?.href ?? 'http://localhost/')
  } catch {
    throw new Error(`VITE_API_URL is not a valid URL: "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_URL must be http(s): "${value}"`)
  }
  return url.href.replace(/\/+$/, '')
}

/** An http(s) origin such as `https://plugin.example.org`, or '' when unset or not http(s). */
function resolvePluginHost(raw: string | undefined): string {
  const value = raw?.trim()
  if (!value) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : ''
  } catch {
    return ''
  }
}

export const env = {
  /** Absolute API base without a trailing slash, e.g. `https://api.example.org` or `http://localhost:5173/api`. */
  apiUrl: resolveApiUrl(import.meta.env.VITE_API_URL),
  mapsKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim() || '',
  productName: import.meta.env.VITE_PRODUCT_NAME?.trim() || 'Temple Back-office',
  /** Origin of the booking plugin the staff embed snippet points to; '' when not configured. */
  pluginHost: resolvePluginHost(import.meta.env.VITE_PLUGIN_HOST),
  /** Text of the dismissible announcement banner of the signed-in shell; '' shows none. */
  announcement: import.meta.env.VITE_ANNOUNCEMENT?.trim() || '',
  /** True in the demo build and in `npm run dev` without an API URL. */
  mocked: __MOCKED__,
} as const
