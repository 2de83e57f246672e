/**
 * What the page and the mock's service worker say to each other (browser.ts, sw.ts). A module of
 * constants only: the page imports it without any of the mock's code.
 */

/** Where the built worker is served, relative to the app's base url. */
export const WORKER_FILE = 'mock-sw.js'

/**
 * localStorage key of a latency to use instead of the demo's (`min-max` in milliseconds, e.g.
 * `0-0`): the page passes it to the worker in the worker's address (`mock-sw.js?latency=0-0`).
 * The browser tests set it (playwright.config.ts); a test about slowness turns latency on in the
 * /dev panel's faults instead.
 */
export const LATENCY_KEY = 'temple-mock-latency'
export const LATENCY_PARAM = 'latency'

/** Page → worker: take this page over (a page loaded by a hard reload has no controller). */
export const CLAIM_MESSAGE = 'temple-mock:claim'

/** Worker → pages: `{ type: FAULTS_MESSAGE, faults }` whenever the /dev panel's faults change. */
export const FAULTS_MESSAGE = 'temple-mock:faults'

/** The DOM event the page raises on `window` for it (the app's fault indicator listens). */
export const FAULTS_EVENT = 'temple-mock:faults'

/**
 * Worker → a page, with a MessagePort: `{ type: RENDER_MESSAGE, spec }`, render this file
 * (mocks/files/renderer.ts, decision 228). The page answers on the port at once `{ accepted: true }`,
 * then `{ bytes }` (an ArrayBuffer, transferred) or `{ error }`.
 */
export const RENDER_MESSAGE = 'temple-mock:render'
