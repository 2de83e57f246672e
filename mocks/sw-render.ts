/**
 * The mock's service worker has a page render its files (decision 228): it may not load code
 * lazily, and jsPDF with its fonts would triple the worker that every first load fetches and
 * starts. The worker sends the file's description to a page of the demo with a MessageChannel;
 * the page (mocks/browser.ts) loads the writers on demand, renders and transfers the bytes back.
 */
import type { FileSpec } from './files/renderer'
import { RENDER_MESSAGE } from './worker-messages'

/** The parts of a service worker's clients this module uses. */
export interface PageClient {
  readonly id: string
  postMessage(message: unknown, transfer: Transferable[]): void
}
export interface PageClients {
  get(id: string): Promise<PageClient | undefined>
  matchAll(options: { type: 'window' }): Promise<readonly PageClient[]>
}

/** How long a page has to say it took the file (its main thread may be busy), and to render it. */
export const ACCEPT_TIMEOUT_MS = 10_000
export const RENDER_TIMEOUT_MS = 120_000

/** One page's answer: the bytes, or a rejection when it refuses, fails or does not answer in time. */
export function askPage(client: PageClient, spec: FileSpec): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    const stop = (error: Error | null, bytes?: ArrayBuffer) => {
      clearTimeout(timer)
      channel.port1.close()
      if (error) reject(error)
      else resolve(new Uint8Array(bytes ?? new ArrayBuffer(0)))
    }
    let timer = setTimeout(() => stop(new Error('The page did not answer')), ACCEPT_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { accepted?: boolean; bytes?: unknown; error?: unknown } | null
      if (data?.accepted) {
        clearTimeout(timer)
        timer = setTimeout(() => stop(new Error('The page did not render the file in time')), RENDER_TIMEOUT_MS)
      } else if (data?.bytes instanceof ArrayBuffer) stop(null, data.bytes)
      else stop(new Error(`The page could not render the file: ${String(data?.error)}`))
    }
    client.postMessage({ type: RENDER_MESSAGE, spec }, [channel.port2])
  })
}

/**
 * The file rendered by a page: the one that sent the request first (`clientId`, when known), else
 * each other window of the demo in turn. Rejects when none could.
 */
export async function renderInPage(clients: PageClients, spec: FileSpec, clientId?: string): Promise<Uint8Array<ArrayBuffer>> {
  const own = clientId ? await clients.get(clientId) : undefined
  const others = (await clients.matchAll({ type: 'window' })).filter((client) => client.id !== own?.id)
  const errors: unknown[] = []
  for (const client of own ? [own, ...others] : others) {
    try {
      return await askPage(client, spec)
    } catch (error) {
      errors.push(error)
    }
  }
  throw new AggregateError(errors, 'No page of the demo could render the file')
}
