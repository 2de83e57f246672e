import { runnerImport, type Plugin } from 'vite'
import type { globalCssText } from './global-css-source'

/*
 * Chakra's `createSystem` builds the global CSS (the reset, the global styles, every token as a CSS
 * variable, with the dark mode's values) in the browser at start-up, and its provider then
 * serialises it, hashes it, compiles it and inserts it rule by rule: on a phone-class CPU the
 * largest piece of the start-up's main-thread work. That CSS depends only on the theme, so the
 * build makes it once and puts it in index.html's head (docs/decisions/141-start-up-in-short-tasks.md):
 *
 * - scripts/global-css-source.ts makes the text with the same emotion functions the provider uses
 *   (run here through Vite, with the app's aliases and constants);
 * - Chakra's `system.js` is built with an empty `_global`, so the provider injects nothing twice
 *   (its layer-order rule, one line, stays and repeats the order the static CSS sets first), and
 *   without the reset's builder; the browser's theme has no global styles or keyframes either
 *   (scripts/lazy-recipes.ts's theme module), since only this CSS uses them (decision 143).
 *
 * Build only: `vite dev` and the tests keep Chakra as it is. The build fails if Chakra's file is
 * not where this expects it, or no longer has the line this rewrites.
 */
const SYSTEM = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
/** The reset's builder: with the global CSS in index.html nothing calls it, but the system's object still names it. */
const PREFLIGHT = 'const result = createPreflight({ preflight });'

export function staticGlobalCssPlugin(options: { alias: Record<string, string>; define: Record<string, string> }): Plugin {
  let css: Promise<string> | undefined
  let emptied = false
  const make = async () => {
    const { module } = await runnerImport<{ globalCssText: typeof globalCssText }>(
      new URL('./global-css-source.ts', import.meta.url).pathname,
      {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: options.alias },
        define: options.define,
      },
    )
    return module.globalCssText()
  }
  return {
    name: 'static-global-css',
    apply: 'build',
    buildStart() {
      emptied = false
      css = make()
      // Awaited in transformIndexHtml, which reports a failure; not an unhandled rejection before it.
      css.catch(() => undefined)
    },
    transform(code, id) {
      if (!SYSTEM.test(id)) return undefined
      if (!code.includes(EAGER) || !code.includes(PREFLIGHT))
        throw new Error(`static-global-css: ${id} changed; update scripts/static-global-css.ts`)
      emptied = true
      // The reset's rules (preflight.js) then leave the bundle: `getPreflightCss()` returns an empty layer.
      return { code: code.replace(EAGER, 'const _global = [];').replace(PREFLIGHT, 'const result = {};'), map: null }
    },
    buildEnd(error) {
      // Chakra's file moved or was renamed: the page would get the global CSS twice.
      if (!error && !emptied)
        throw new Error("static-global-css: Chakra's styled-system/system.js was not found; update scripts/static-global-css.ts")
    },
    async transformIndexHtml() {
      if (!css) css = make()
      return [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: await css, injectTo: 'head' }]
    },
  }
}
