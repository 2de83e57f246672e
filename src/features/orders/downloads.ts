import { env } from '@/shared/lib/env'
import { openSafeUrl, safeHttpUrl } from '@/shared/lib/safe-url'
import { t } from '@/shared/i18n'
import { notify } from '@/shared/ui/toaster'

/** The refusal in English (the spec's text; `orders.downloads.unsafeLink` shows it in each language). */
export const UNSAFE_LINK_MESSAGE = 'The download link was refused: it is not a web address of this service.'

/**
 * Download links are opened only when they are http(s) on the API's or the app's own origin, or
 * on a host the deployment names (a storage or CDN host: `downloadHosts` in config.json,
 * VITE_DOWNLOAD_HOSTS at build time).
 */
export function allowedDownloadOrigins(): string[] {
  const origins = new Set<string>([new URL(env.apiUrl).origin, ...env.downloadHosts])
  if (globalThis.location) origins.add(globalThis.location.origin)
  return [...origins]
}

/** Opens a download url in a new tab; refuses (with a message) anything else. */
export function openDownload(url: unknown): boolean {
  const opened = openSafeUrl(url, allowedDownloadOrigins())
  if (!opened) notify.error(t('orders.downloads.unsafeLink'))
  return opened
}

/** Opens a download url in this window (the financial report's PDF and XLSX). */
export function assignDownload(url: unknown): boolean {
  const safe = safeHttpUrl(url, allowedDownloadOrigins())
  if (!safe) {
    notify.error(t('orders.downloads.unsafeLink'))
    return false
  }
  window.location.assign(safe.href)
  return true
}
