import { describe, expect, it } from 'vitest'
import { apiOrigin, buildCsp, cspPlugin, nginxCspInclude } from '../../scripts/csp'

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ')
      return [name!, sources]
    }),
  )
}

describe('Content-Security-Policy of the production build', () => {
  it("allows only the app's origin, the API origin and the maps loader", () => {
    const csp = directives(buildCsp({ apiUrl: 'https://api.example.org/v1/' }))
    expect(csp['default-src']).toEqual(["'self'"])
    expect(csp['script-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com'])
    expect(csp['connect-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://api.example.org'])
    expect(csp['img-src']).toContain('https://api.example.org')
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    const all = Object.values(csp).flat()
    expect(all).not.toContain("'unsafe-eval'")
    expect(all).not.toContain('*')
    expect(all.filter((s) => s.startsWith('http'))).toEqual(expect.arrayContaining(['https://api.example.org']))
    for (const source of all.filter((s) => s.startsWith('http'))) {
      expect([
        'https://api.example.org',
        'https://maps.googleapis.com',
        'https://maps.gstatic.com',
        'https://fonts.googleapis.com',
        'https://fonts.gstatic.com',
      ]).toContain(source)
    }
    expect(csp['script-src']).not.toContain("'unsafe-inline'")
  })

  it("an API on the app's own origin adds nothing; the meta version leaves out frame-ancestors", () => {
    expect(apiOrigin('/api')).toBeNull()
    expect(apiOrigin(undefined)).toBeNull()
    expect(apiOrigin('javascript:alert(1)')).toBeNull()
    expect(buildCsp({ apiUrl: '/api' })).toBe(buildCsp({}))
    expect(buildCsp({ forMeta: true })).not.toContain('frame-ancestors')
  })

  it('the plugin injects the meta fallback first in <head> and writes the nginx header line', () => {
    const plugin = cspPlugin('https://api.example.org')
    expect(plugin.apply).toBe('build')
    const hook = plugin.transformIndexHtml as { handler: () => { tag: string; attrs: Record<string, string>; injectTo: string }[] }
    expect(hook.handler()).toEqual([
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp({ apiUrl: 'https://api.example.org', forMeta: true }) },
        injectTo: 'head-prepend',
      },
    ])
    expect(nginxCspInclude('https://api.example.org')).toBe(
      `add_header Content-Security-Policy "${buildCsp({ apiUrl: 'https://api.example.org' })}" always;\n`,
    )
  })
})
