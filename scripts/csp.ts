/**
 * The production build's deployment files: the Content-Security-Policy (only the app's origin,
 * the API origin, the download hosts and the Google Maps loader's origins) as a <meta http-equiv>
 * fallback first in index.html's <head> and as the `add_header` line `<outDir>/nginx-csp.conf`,
 * and `<outDir>/config.json`, the settings the app reads at start-up, all from the build's
 * VITE_* values. The deploy step (scripts/deploy-config.mjs, docs/deploy/README.md) rewrites the
 * three for each environment with the same functions. index.html also preloads config.json, so
 * reading it costs no round trip after the entry has run.
 *
 * `npm run build` only: the dev server and the demo build run the mocked backend (a service
 * worker, Vite's client), which need more, and read no config.json.
 */
import type { Plugin } from 'vite'
import { buildCsp, checkConfig, nginxCspInclude, type DeployConfig } from './deploy-config.mjs'

export function cspPlugin(config: DeployConfig): Plugin {
  const checked = checkConfig(config)
  let base = '/'
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp({ ...checked, forMeta: true }) },
          injectTo: 'head-prepend',
        },
        { tag: 'link', attrs: { rel: 'preload', href: `${base}config.json`, as: 'fetch', crossorigin: '' }, injectTo: 'head-prepend' },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'nginx-csp.conf', source: nginxCspInclude(checked) })
      this.emitFile({ type: 'asset', fileName: 'config.json', source: `${JSON.stringify(checked, null, 2)}\n` })
    },
  }
}
