#!/usr/bin/env node
/**
 * One build, many environments: the deploy step of the production build (docs/deploy/README.md).
 *
 *   node scripts/deploy-config.mjs <dist> [--api-url URL] [--maps-key KEY] [--plugin-host URL]
 *                                         [--download-hosts URL,URL] [--config file.json]
 *
 * Starts from `<dist>/config.json` (the build's own values), then `--config`, then the variables
 * API_URL, GOOGLE_MAPS_API_KEY, PLUGIN_HOST and DOWNLOAD_HOSTS, then the flags; checks the result
 * and writes, in `<dist>`:
 *   - config.json        what the app reads at start-up (src/shared/lib/env.ts);
 *   - nginx-csp.conf     the Content-Security-Policy header for that API origin (docs/deploy/nginx.conf includes it);
 *   - index.html         the same policy in its <meta http-equiv> fallback.
 * A value that cannot work (an API URL that is not http(s) or a path, a host that is not an
 * http(s) origin) stops the step with a message: the site is left as it was.
 *
 * `npm run build` uses the same functions (scripts/csp.ts) for the build's defaults.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Where the Maps JavaScript API loads its script, tiles, styles and fonts from. */
export const MAPS_ORIGINS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
}

/** The origin of an absolute http(s) API url; none for a path on the app's own origin ('/api'). */
export function apiOrigin(apiUrl) {
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) return null
  try {
    return new URL(apiUrl).origin
  } catch {
    return null
  }
}

/** The http(s) origins of a list (an array, or a comma-separated string). */
function originsOf(list) {
  const items = Array.isArray(list) ? list : typeof list === 'string' ? list.split(',') : []
  return items.flatMap((item) => apiOrigin(String(item).trim()) ?? [])
}

/**
 * The policy as one header value, directives separated by '; ': only the app's origin, the API's
 * origin, the download hosts (files and images the API links to) and the Google Maps loader.
 */
export function buildCsp({ apiUrl, downloadHosts, forMeta = false } = {}) {
  const api = apiOrigin(apiUrl)
  const files = originsOf(downloadHosts)
  const withApi = (list) => (api ? [...list, api] : [...list])
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...MAPS_ORIGINS.script]],
    // Chakra (emotion) and the maps script insert <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...MAPS_ORIGINS.style]],
    // Images the server returns (temple and deity pictures) come from the API origin or a file
    // host; data: and blob: are the previews the app makes itself from a picked local file.
    ['img-src', [...withApi(["'self'", 'data:', 'blob:', ...MAPS_ORIGINS.img]), ...files]],
    ['font-src', ["'self'", ...MAPS_ORIGINS.font]],
    ['connect-src', withApi(["'self'", ...MAPS_ORIGINS.connect])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-src', ["'none'"]],
  ]
  // The meta fallback cannot carry frame-ancestors (browsers ignore it there).
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]])
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/** The `add_header` line for nginx (nginx-csp.conf, which docs/deploy/nginx.conf includes). */
export function nginxCspInclude(config) {
  return `add_header Content-Security-Policy "${buildCsp(config)}" always;\n`
}

/** The meta element of index.html, as Vite writes attributes. */
export function cspMeta(config) {
  const content = buildCsp({ ...config, forMeta: true }).replace(/'/g, '&#39;')
  return `<meta http-equiv="Content-Security-Policy" content="${content}">`
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/

/**
 * Checks a configuration and returns it in the shape config.json holds; throws with every
 * problem found. `apiUrl` is an absolute http(s) URL or a path on the app's own origin.
 */
export function checkConfig(config) {
  const problems = []
  const apiUrl = String(config.apiUrl ?? '/api').trim() || '/api'
  if (!apiUrl.startsWith('/') && !apiOrigin(apiUrl)) problems.push(`apiUrl must be an http(s) URL or a path such as /api: "${apiUrl}"`)
  if (apiUrl.startsWith('//')) problems.push(`apiUrl must name its scheme: "${apiUrl}"`)
  const pluginHost = String(config.pluginHost ?? '').trim()
  if (pluginHost && !apiOrigin(pluginHost)) problems.push(`pluginHost must be an http(s) URL: "${pluginHost}"`)
  const hosts = (Array.isArray(config.downloadHosts) ? config.downloadHosts : String(config.downloadHosts ?? '').split(','))
    .map((host) => String(host).trim())
    .filter(Boolean)
  for (const host of hosts) if (!apiOrigin(host)) problems.push(`downloadHosts must be http(s) origins: "${host}"`)
  if (problems.length) throw new Error(problems.join('\n'))
  return {
    apiUrl,
    googleMapsApiKey: String(config.googleMapsApiKey ?? '').trim(),
    pluginHost,
    downloadHosts: hosts.map((host) => new URL(host).origin),
  }
}

/** Writes config.json, nginx-csp.conf and index.html's CSP meta for `config` into `dist`. */
export function applyDeployConfig(dist, config) {
  const checked = checkConfig(config)
  const indexFile = join(dist, 'index.html')
  const html = readFileSync(indexFile, 'utf8')
  if (!META.test(html)) throw new Error(`${indexFile} has no Content-Security-Policy meta: is it a production build (npm run build)?`)
  writeFileSync(join(dist, 'config.json'), `${JSON.stringify(checked, null, 2)}\n`)
  writeFileSync(join(dist, 'nginx-csp.conf'), nginxCspInclude(checked))
  writeFileSync(indexFile, html.replace(META, cspMeta(checked)))
  return checked
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    if (error.code === 'ENOENT') return {}
    throw new Error(`${file} is not valid JSON: ${error.message}`)
  }
}

/** The configuration from `<dist>/config.json`, `--config`, the environment and the flags, in that order. */
export function configFromArgs(args, environment = process.env) {
  const [dist, ...rest] = args
  if (!dist || dist.startsWith('--'))
    throw new Error(
      'Usage: node scripts/deploy-config.mjs <dist> [--api-url URL] [--maps-key KEY] [--plugin-host URL] [--download-hosts URL,URL] [--config file.json]',
    )
  const flags = {}
  for (let i = 0; i < rest.length; i += 2) {
    const [name, value] = [rest[i], rest[i + 1]]
    if (!name?.startsWith('--') || value === undefined) throw new Error(`Expected --name value, got "${name ?? ''}"`)
    flags[name.slice(2)] = value
  }
  const known = { 'api-url': 'apiUrl', 'maps-key': 'googleMapsApiKey', 'plugin-host': 'pluginHost', 'download-hosts': 'downloadHosts' }
  for (const name of Object.keys(flags)) if (name !== 'config' && !(name in known)) throw new Error(`Unknown option --${name}`)
  const fromEnv = Object.fromEntries(
    [
      ['apiUrl', environment.API_URL],
      ['googleMapsApiKey', environment.GOOGLE_MAPS_API_KEY],
      ['pluginHost', environment.PLUGIN_HOST],
      ['downloadHosts', environment.DOWNLOAD_HOSTS],
    ].filter(([, value]) => value !== undefined),
  )
  const fromFlags = Object.fromEntries(
    Object.entries(known).flatMap(([flag, key]) => (flags[flag] === undefined ? [] : [[key, flags[flag]]])),
  )
  return {
    dist: resolve(dist),
    config: { ...readJson(join(dist, 'config.json')), ...(flags.config ? readJson(flags.config) : {}), ...fromEnv, ...fromFlags },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const { dist, config } = configFromArgs(process.argv.slice(2))
    const written = applyDeployConfig(dist, config)
    console.log(`${dist}: config.json, nginx-csp.conf and index.html's CSP written for`, written)
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}
