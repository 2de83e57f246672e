/**
 * The production build's Content-Security-Policy: only the app's origin, the API origin (from
 * VITE_API_URL) and the Google Maps loader's origins. Served as a header by the web server (see
 * docs/deploy/) and injected as a <meta http-equiv> fallback into index.html by `npm run build`
 * only: the dev server and the demo build run the mocked backend (a service worker, Vite's
 * client), which need more.
 */
import type { Plugin } from 'vite'

/** Where the Maps JavaScript API loads its script, tiles, styles and fonts from. */
export const MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const

/** The origin of an absolute http(s) API url; none for a path on the app's own origin ('/api'). */
export function apiOrigin(apiUrl: string | undefined): string | null {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return null
  try {
    return new URL(apiUrl).origin
  } catch {
    return null
  }
}

export interface CspOptions {
  apiUrl?: string | undefined
  /** The meta fallback cannot carry frame-ancestors (browsers ignore it there). */
  forMeta?: boolean
}

/** The policy as one header value, directives separated by '; '. */
export function buildCsp({ apiUrl, forMeta = false }: CspOptions = {}): string {
  const api = apiOrigin(apiUrl)
  const withApi = (list: readonly string[]) => (api ? [...list, api] : [...list])
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...MAPS_ORIGINS.script]],
    // Chakra (emotion) and the maps script insert <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...MAPS_ORIGINS.style]],
    // Images the server returns (temple and deity pictures) come from the API origin; data: and
    // blob: are the previews the app makes itself from a picked local file.
    ['img-src', withApi(["'self'", 'data:', 'blob:', ...MAPS_ORIGINS.img])],
    ['font-src', ["'self'", ...MAPS_ORIGINS.font]],
    ['connect-src', withApi(["'self'", ...MAPS_ORIGINS.connect])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-src', ["'none'"]],
  ]
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]])
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** `add_header` line for nginx (written next to the build as nginx-csp.conf). */
export function nginxCspInclude(apiUrl: string | undefined): string {
  return `add_header Content-Security-Policy "${buildCsp({ apiUrl })}" always;\n`
}

/**
 * Vite plugin for `npm run build` (production): puts the meta fallback first in <head> and writes
 * the header for the server config to `<outDir>/nginx-csp.conf`.
 */
export function cspPlugin(apiUrl: string | undefined): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp({ apiUrl, forMeta: true }) },
          injectTo: 'head-prepend',
        },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'nginx-csp.conf', source: nginxCspInclude(apiUrl) })
    },
  }
}
