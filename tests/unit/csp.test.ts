import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cspPlugin } from '../../scripts/csp'
import {
  apiOrigin,
  applyDeployConfig,
  buildCsp,
  checkConfig,
  configFromArgs,
  cspMeta,
  nginxCspInclude,
} from '../../scripts/deploy-config.mjs'

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

  it('download hosts may serve images; nothing else is added for them', () => {
    const csp = directives(buildCsp({ apiUrl: '/api', downloadHosts: 'https://files.example.org/media/, http://cdn.example.net:8080' }))
    expect(csp['img-src']).toEqual(expect.arrayContaining(['https://files.example.org', 'http://cdn.example.net:8080']))
    expect(csp['connect-src']).toEqual(["'self'", 'https://maps.googleapis.com'])
  })

  it('the build injects the meta fallback first in <head> and the preload of config.json, and writes nginx-csp.conf and config.json', () => {
    const plugin = cspPlugin({ apiUrl: 'https://api.example.org', downloadHosts: 'https://files.example.org' })
    expect(plugin.apply).toBe('build')
    const hook = plugin.transformIndexHtml as { handler: () => { tag: string; attrs: Record<string, string>; injectTo: string }[] }
    const checked = checkConfig({ apiUrl: 'https://api.example.org', downloadHosts: 'https://files.example.org' })
    expect(hook.handler()).toEqual([
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: buildCsp({ ...checked, forMeta: true }) },
        injectTo: 'head-prepend',
      },
      { tag: 'link', attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: '' }, injectTo: 'head-prepend' },
    ])
    const emitted: Record<string, string> = {}
    const generate = plugin.generateBundle as unknown as (this: { emitFile: (file: { fileName: string; source: string }) => void }) => void
    generate.call({ emitFile: ({ fileName, source }) => (emitted[fileName] = source) })
    expect(emitted['nginx-csp.conf']).toBe(`add_header Content-Security-Policy "${buildCsp(checked)}" always;\n`)
    expect(JSON.parse(emitted['config.json']!)).toEqual({
      apiUrl: 'https://api.example.org',
      googleMapsApiKey: '',
      pluginHost: '',
      downloadHosts: ['https://files.example.org'],
    })
  })
})

describe('the deploy step: one build, many environments', () => {
  function fakeDist() {
    const dist = mkdtempSync(join(tmpdir(), 'deploy-config-'))
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head>${cspMeta({ apiUrl: '/api' })}<meta charset="UTF-8" /></head><body></body></html>`,
    )
    writeFileSync(
      join(dist, 'config.json'),
      JSON.stringify({ apiUrl: '/api', googleMapsApiKey: 'build-key', pluginHost: '', downloadHosts: [] }),
    )
    return dist
  }

  it('writes config.json, nginx-csp.conf and the meta of index.html for the API the environment names', () => {
    const dist = fakeDist()
    const { config } = configFromArgs(
      [dist, '--api-url', 'https://api.temple.example/', '--download-hosts', 'https://files.temple.example'],
      {
        PLUGIN_HOST: 'https://plugin.temple.example',
      },
    )
    applyDeployConfig(dist, config)
    expect(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'))).toEqual({
      apiUrl: 'https://api.temple.example/',
      googleMapsApiKey: 'build-key',
      pluginHost: 'https://plugin.temple.example',
      downloadHosts: ['https://files.temple.example'],
    })
    const header = readFileSync(join(dist, 'nginx-csp.conf'), 'utf8')
    expect(header).toBe(nginxCspInclude(config))
    expect(directives(header.slice(header.indexOf('"') + 1, header.lastIndexOf('"')))['connect-src']).toContain(
      'https://api.temple.example',
    )
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(html).toContain(cspMeta(config))
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1)
    // Run again for another environment: the same files, rewritten.
    applyDeployConfig(dist, { ...config, apiUrl: 'https://api.other.example' })
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(
      'connect-src &#39;self&#39; https://maps.googleapis.com https://api.other.example;',
    )
  })

  it('refuses what cannot work and leaves the site as it was', () => {
    const dist = fakeDist()
    const before = readFileSync(join(dist, 'index.html'), 'utf8')
    expect(() => applyDeployConfig(dist, { apiUrl: 'javascript:alert(1)' })).toThrow(/apiUrl must be an http\(s\) URL/)
    expect(() => applyDeployConfig(dist, { apiUrl: '//api.example.org' })).toThrow(/scheme/)
    expect(() => applyDeployConfig(dist, { downloadHosts: ['ftp://files.example.org'] })).toThrow(/downloadHosts/)
    expect(() => configFromArgs([dist, '--api', 'x'])).toThrow(/Unknown option --api/)
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(before)
  })
})
