import { env } from '@/shared/lib/env'
import { safeHttpUrl } from '@/shared/lib/safe-url'
import { t } from '@/shared/i18n'
import { notify } from '@/shared/ui/toaster'
import { fetchFile } from './api'

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

/**
 * Clicks a temporary link: with `fileName` ('' = the server's name) the browser saves what the
 * link answers; `target=_blank` sends a link the browser will not save to a new tab, never this one.
 */
function clickLink(href: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  document.body.appendChild(link)
  link.click()
  link.remove()
}

/** Saves a blob as a file through a temporary object url (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  clickLink(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The file name of a Content-Disposition header, else the url's last path segment. */
function fileNameOf(response: Response, url: URL): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) return decodeURIComponent(encoded)
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1]
  return plain ?? decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? 'download')
}

/**
 * Downloads a file link (receipts, priest list, the report's PDF and XLSX) without leaving the
 * page (docs/decisions/191-real-files-in-the-demo.md). A link on the app's or the API's origin is
 * fetched and saved under the server's file name (in the demo the mock's service worker answers
 * it: the browser's own downloads bypass service workers); a link to a storage or CDN host opens
 * in a new tab, which an attachment answer turns into a download. A link that is not http(s) on
 * an allowed origin is refused with a message (false); a failed fetch throws.
 */
export async function startDownload(url: unknown): Promise<boolean> {
  const safe = safeHttpUrl(url, allowedDownloadOrigins())
  if (!safe) {
    notify.error(t('orders.downloads.unsafeLink'))
    return false
  }
  const fetched = [new URL(env.apiUrl).origin, globalThis.location?.origin]
  if (!fetched.includes(safe.origin)) {
    clickLink(safe.href, '')
    return true
  }
  const response = await fetchFile(safe)
  saveBlob(await response.blob(), fileNameOf(response, safe))
  return true
}
