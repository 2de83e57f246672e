/**
 * The Vite plugins of the mocked mode (`npm run dev` without an API URL, and the demo build):
 * the mock's service worker as a second entry, and the contract's OpenAPI document for /dev.
 * vite.config.ts adds them only when the mode is mocked; the production build has neither.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import type { Plugin } from 'vite'
import { LATENCY_KEY, LATENCY_PARAM, WORKER_FILE } from '../mocks/worker-messages.ts'

/**
 * The API's OpenAPI document (contract/openapi.json, `npm run contract`) as /openapi.json, for the
 * /dev page's download link: in the mocked mode only, never in the production build.
 */
export function contractDocument(): Plugin {
  const file = fileURLToPath(new URL('../contract/openapi.json', import.meta.url))
  return {
    name: 'contract-document',
    configureServer(server) {
      server.middlewares.use('/openapi.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json')
        response.end(readFileSync(file))
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'openapi.json', source: readFileSync(file, 'utf8') })
    },
  }
}

/**
 * The mocked backend runs in its own service worker (mocks/sw.ts, docs/decisions/137). The build
 * makes it a second entry, `/mock-sw.js`; `vite dev` answers that address with a module that
 * imports the source, so the page registers the same url in both. index.html registers it before
 * the app's code even loads, so the worker downloads and starts next to the entry instead of
 * after it (mocks/browser.ts then finds the registration and waits for it).
 */
const JSPDF = /node_modules[\\/]jspdf[\\/]/
const JSPDF_OPTIONAL = /\bimport\(\s*["'](?:html2canvas|dompurify|canvg)["']\s*\)/g

export const MOCK_WORKER_ENTRY = fileURLToPath(new URL('../mocks/sw.ts', import.meta.url))
export function mockWorker(): Plugin {
  let base = '/'
  return {
    name: 'mock-worker',
    enforce: 'pre',
    // jsPDF (mocks/files/pdf.ts) imports html2canvas, DOMPurify and canvg on demand, for HTML and
    // SVG the mock never draws. Left in, those imports gave the build Vite's preload helper in a
    // file of its own (decision 215) and would emit chunks the demo never loads; jsPDF now runs in
    // the page's on-demand file writers (decision 228). They fail at once instead.
    transform: {
      filter: { id: JSPDF },
      handler(code) {
        const stubbed = code.replace(JSPDF_OPTIONAL, 'Promise.reject(new Error("not drawn by the mock"))')
        return stubbed === code ? null : { code: stubbed, map: null }
      },
    },
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml() {
      const options = JSON.stringify({ type: 'module', scope: base })
      return [
        {
          tag: 'script',
          injectTo: 'head',
          // With the latency a test asks for in localStorage, as mocks/browser.ts registers it.
          children:
            `(function(){var l=null;try{l=localStorage.getItem(${JSON.stringify(LATENCY_KEY)})}catch(e){}` +
            `navigator.serviceWorker?.register(${JSON.stringify(`${base}${WORKER_FILE}`)}+(l?${JSON.stringify(`?${LATENCY_PARAM}=`)}+encodeURIComponent(l):''),${options}).catch(function(){})})()`,
        },
      ]
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `${server.config.base}${WORKER_FILE}`) return next()
        response.setHeader('Content-Type', 'text/javascript')
        response.setHeader('Cache-Control', 'no-cache')
        response.end(`import '${server.config.base}mocks/sw.ts'\n`)
      })
    },
  }
}
