import { describe, expect, it } from 'vitest'
import { staticGlobalCssPlugin } from '../../scripts/static-global-css'
import { globalCssText } from '../../scripts/global-css-source'

describe('the global CSS made at build time (decision 141)', () => {
  const css = globalCssText()

  it('sets the layer order first, then the reset, the global styles and the tokens, light and dark', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true)
    expect(css.indexOf('@layer reset{')).toBeLessThan(css.indexOf('@layer base{'))
    expect(css.indexOf('@layer base{')).toBeLessThan(css.indexOf('@layer tokens{'))
    // The product's brand scale and its dark-mode values (theme-settings.ts), and a stock palette the presets use.
    expect(css).toContain('--chakra-colors-brand-800:#1e2a8a;')
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-brand-solid:var\(--chakra-colors-brand-700\)/)
    expect(css).toContain('--chakra-colors-teal-500:')
    // The "modern" style's radii (a global style of theme-settings.ts).
    expect(css).toContain('[data-style=modern]{--chakra-radii-l1:var(--chakra-radii-sm);')
  })

  it('empties the system’s runtime copy, and fails the build when Chakra’s file changed', () => {
    const plugin = staticGlobalCssPlugin({ alias: {}, define: {} })
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined
    const id = '/x/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js'
    const eager = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n'
    const preflight = '    const result = createPreflight({ preflight });\n'
    const out = transform(preflight + eager, id)
    expect(out?.code).toBe('    const result = {};\n  const _global = [];\n')
    expect(() => transform('const _global = computeGlobal();', id)).toThrow(/changed/)
    expect(() => transform(eager, id)).toThrow(/changed/)
    expect(transform('anything', '/x/src/main.tsx')).toBeUndefined()
  })
})
