/**
 * What the page and the mock's service worker say to each other (browser.ts, sw.ts). A module of
 * constants only: the page imports it without any of the mock's code.
 */

/** Where the built worker is served, relative to the app's base url. */
export const WORKER_FILE = 'mock-sw.js'

/** Page → worker: take this page over (a page loaded by a hard reload has no controller). */
export const CLAIM_MESSAGE = 'temple-mock:claim'

/** Worker → pages: `{ type: FAULTS_MESSAGE, faults }` whenever the /dev panel's faults change. */
export const FAULTS_MESSAGE = 'temple-mock:faults'

/** The DOM event the page raises on `window` for it (the app's fault indicator listens). */
export const FAULTS_EVENT = 'temple-mock:faults'
