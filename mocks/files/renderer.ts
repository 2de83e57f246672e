/**
 * Who renders the mocked backend's files (docs/decisions/228-files-rendered-by-the-page.md). The
 * generate-*-link endpoints describe a file as plain, structured-cloneable data (`FileSpec`) and
 * ask the renderer the environment set for its bytes:
 *
 * - in Node (mocks/node.ts, the tests) the renderer is render.ts, imported on first use;
 * - in the service worker (mocks/sw.ts) it asks a page of the demo to render the file
 *   (mocks/sw-render.ts, mocks/browser.ts): a service worker cannot load code lazily, and jsPDF
 *   with its fonts would triple the worker every first load fetches and starts.
 *
 * This module holds no rendering code: the worker imports it.
 */
import type { Address } from '../tables/temples'
import type { PriestBooking } from './priest-list'
import type { Receipt } from './receipts'
import type { ReportFile } from './report'

/** What a file prints of its temple: the header's lines and logo. */
export interface PrintedTemple {
  name: string
  address: Address
  phone: string
  email: string
  counterName: string
  /** An uploaded logo (a data: url), else null. */
  logo: string | null
  /** The placeholder logo's letters and its dark and light colours (mocks/media.ts). */
  initials: string
  palette: readonly [string, string]
}

/** A file to render, as data only: it travels to the page over postMessage. */
export type FileSpec =
  | { kind: 'receipts'; temple: PrintedTemple; receipts: readonly Receipt[]; title: string }
  | { kind: 'priest-list'; temple: PrintedTemple; bookings: readonly PriestBooking[]; subtitle: string }
  | { kind: 'report-pdf'; report: ReportFile }
  | { kind: 'report-xlsx'; report: ReportFile }

/** Renders a file; `request` is the API request that asked for it (the worker asks its page first). */
export type FileRenderer = (spec: FileSpec, request: Request) => Promise<Uint8Array<ArrayBuffer>>

let renderer: FileRenderer | null = null

/** Sets the renderer; answers the one it replaces (a test puts it back). */
export function setFileRenderer(next: FileRenderer | null): FileRenderer | null {
  const previous = renderer
  renderer = next
  return previous
}

/** The file's bytes; rejects when no renderer is set or it failed. */
export function renderFile(spec: FileSpec, request: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (!renderer) return Promise.reject(new Error('No file renderer is set (mocks/files/renderer.ts)'))
  return renderer(spec, request)
}
