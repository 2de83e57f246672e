/**
 * Global setup of the real-backend browser tests: one production build served by nginx with the
 * sample config (docs/deploy/nginx.conf) for six environments, each made by the deploy step
 * (scripts/deploy-config.mjs) and each talking to its own Django REST Framework server
 * (tests/real-backend, Debian's packages, /usr/bin/python3):
 *
 *   link          app :P    → API :Q     cross-origin, a Link header, JWTAuthentication only
 *   envelope      app :P+1  → API :Q+1   cross-origin, DRF's stock {count, next, previous, results}
 *   session-first app :P+2  → API :Q+2   cross-origin, SessionAuthentication listed first (403s)
 *   same-origin   app :P+3  → /api       nginx proxies /api/ to :Q+3 (docs/backend.md), no CORS
 *   bearer        app :P+4  → API :Q+4   simplejwt's default header type, Bearer (the app sends JWT)
 *   cors-without-temple-header  app :P+5 → API :Q+5   CORS without X-Temple-ID
 *
 * P is REAL_E2E_PORT (default 4331), Q is REAL_API_PORT (default 8331). REAL_BACKEND_DIST names a
 * production build to use (CI passes the one it just made); without it the build is made here.
 * Every server is started here and stopped by its pid in the teardown.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { applyDeployConfig } from '../../scripts/deploy-config.mjs'

export const APP_PORT = Number(process.env.REAL_E2E_PORT ?? 4331)
export const API_PORT = Number(process.env.REAL_API_PORT ?? 8331)
/** The access tokens' lifetime on the reference servers: short, so the tests see them expire. */
export const ACCESS_SECONDS = 6

const CONFORMING = { pagination: 'link', auth: 'jwt', sameOrigin: false, headerType: 'JWT', corsHeaders: 'app' } as const

export const ENVIRONMENTS = [
  { ...CONFORMING, name: 'link' },
  { ...CONFORMING, name: 'envelope', pagination: 'envelope' },
  { ...CONFORMING, name: 'session-first', auth: 'session-first' },
  { ...CONFORMING, name: 'same-origin', sameOrigin: true },
  // Two set-ups the app cannot work with, which it must say plainly (docs/backend.md).
  { ...CONFORMING, name: 'bearer', headerType: 'Bearer' },
  { ...CONFORMING, name: 'cors-without-temple-header', corsHeaders: 'default' },
] as const

export type EnvironmentName = (typeof ENVIRONMENTS)[number]['name']

export function environment(name: EnvironmentName) {
  const index = ENVIRONMENTS.findIndex((env) => env.name === name)
  const settings = ENVIRONMENTS[index]!
  const app = `http://127.0.0.1:${APP_PORT + index}`
  const apiPort = API_PORT + index
  return { ...settings, app, apiPort, api: settings.sameOrigin ? `${app}/api` : `http://127.0.0.1:${apiPort}` }
}

const ROOT = resolve(import.meta.dirname, '../..')
const SERVER_DIR = resolve(import.meta.dirname)
const PYTHON = process.env.REAL_BACKEND_PYTHON ?? '/usr/bin/python3'
const NGINX = process.env.REAL_BACKEND_NGINX ?? '/usr/sbin/nginx'

function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  const result = spawnSync(command, args, { cwd: options.cwd ?? ROOT, env: { ...process.env, ...options.env }, encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`)
  return result.stdout
}

function requirements() {
  const modules = 'import django, rest_framework, rest_framework_simplejwt, corsheaders, django_filters, PIL'
  if (spawnSync(PYTHON, ['-c', modules]).status !== 0) {
    throw new Error(
      `${PYTHON} cannot import Django REST Framework. Install Debian's packages: apt-get install -y --no-install-recommends ` +
        'python3-django python3-djangorestframework python3-djangorestframework-simplejwt python3-django-cors-headers python3-django-filters python3-pil',
    )
  }
  if (spawnSync(NGINX, ['-v']).status !== 0) throw new Error(`${NGINX} is missing: apt-get install -y --no-install-recommends nginx`)
}

/** The sample server block for one environment: its port and folder, and for same-origin the /api proxy it documents. */
function siteConfig(sample: string, site: string, env: ReturnType<typeof environment>): string {
  let config = sample
    .replace('listen 80;', `listen 127.0.0.1:${APP_PORT + ENVIRONMENTS.findIndex((e) => e.name === env.name)};`)
    .replaceAll('/usr/share/nginx/html', site)
  if (env.sameOrigin) {
    const block = /^( *)# (location \/api\/ \{[\s\S]*?)^\1# \}$/m
    if (!block.test(config)) throw new Error('docs/deploy/nginx.conf no longer has the commented /api block')
    config = config.replace(block, (_, indent: string, body: string) =>
      `${indent}${body.replace(/^( *)# /gm, '$1')}${indent}}`.replace('http://127.0.0.1:8000/', `http://127.0.0.1:${env.apiPort}/`),
    )
  }
  return config
}

async function waitForHttp(url: string, process: ChildProcess, log: string) {
  const started = Date.now()
  for (;;) {
    if (process.exitCode !== null) throw new Error(`${url}: the server stopped (${log}):\n${readFileSync(log, 'utf8')}`)
    try {
      await fetch(url)
      return
    } catch {
      if (Date.now() - started > 60_000) throw new Error(`${url} did not answer within a minute (${log})`)
      await new Promise((done) => setTimeout(done, 100))
    }
  }
}

export default async function globalSetup() {
  requirements()
  const work = mkdtempSync(join(tmpdir(), 'tbo-real-backend-'))
  // nginx's workers (another user when the master runs as root) read the sites from here.
  chmodSync(work, 0o755)
  process.env.REAL_BACKEND_WORK = work
  const started = Date.now()
  const timings: string[] = []
  const mark = (what: string) => timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`)

  // The production bundle, built once (or the one CI just made).
  let dist = process.env.REAL_BACKEND_DIST ? resolve(ROOT, process.env.REAL_BACKEND_DIST) : ''
  if (!dist) {
    dist = join(work, 'dist')
    run('node', ['scripts/routes.mjs'])
    run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'])
    mark('production build')
  }

  // The database, migrated and seeded once, then copied for each server.
  const seeded = join(work, 'seeded.sqlite3')
  run(PYTHON, ['manage.py', 'migrate', '-v0'], { cwd: SERVER_DIR, env: { TBO_DB: seeded } })
  run(PYTHON, ['manage.py', 'seed'], { cwd: SERVER_DIR, env: { TBO_DB: seeded } })
  mark('database')

  const children: ChildProcess[] = []
  const stop = () => {
    for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid)
  }
  try {
    const sample = readFileSync(join(ROOT, 'docs/deploy/nginx.conf'), 'utf8')
    const sites: string[] = []
    const waits: Promise<void>[] = []
    for (const { name } of ENVIRONMENTS) {
      const env = environment(name)
      const dir = join(work, name)
      mkdirSync(join(dir, 'media'), { recursive: true })
      copyFileSync(seeded, join(dir, 'db.sqlite3'))
      // The deploy step: this environment's config.json, CSP header and meta, on a copy of the one build.
      const site = join(dir, 'site')
      cpSync(dist, site, { recursive: true })
      applyDeployConfig(site, { apiUrl: env.sameOrigin ? '/api' : env.api })
      sites.push(siteConfig(sample, site, env))
      const log = join(dir, 'django.log')
      const django = spawn(PYTHON, ['manage.py', 'runserver', `127.0.0.1:${env.apiPort}`, '--noreload'], {
        cwd: SERVER_DIR,
        stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
        env: {
          ...process.env,
          TBO_DB: join(dir, 'db.sqlite3'),
          TBO_MEDIA: join(dir, 'media'),
          TBO_RECORD: join(dir, 'responses.jsonl'),
          TBO_PAGINATION: env.pagination,
          TBO_AUTH: env.auth,
          TBO_APP_ORIGINS: env.sameOrigin ? '' : env.app,
          TBO_SCRIPT_NAME: env.sameOrigin ? '/api' : '',
          TBO_ACCESS_SECONDS: String(ACCESS_SECONDS),
          TBO_HEADER_TYPE: env.headerType,
          TBO_CORS_HEADERS: env.corsHeaders,
        },
      })
      children.push(django)
      waits.push(waitForHttp(`http://127.0.0.1:${env.apiPort}/user/`, django, log))
    }
    const nginxDir = join(work, 'nginx')
    mkdirSync(nginxDir)
    writeFileSync(join(nginxDir, 'sites.conf'), sites.join('\n'))
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${nginxDir}/nginx.pid;`,
        `error_log ${nginxDir}/error.log;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${nginxDir}/${kind};`),
        `  include ${nginxDir}/sites.conf;`,
        '}',
      ].join('\n'),
    )
    run(NGINX, ['-t', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')])
    const nginxLog = join(nginxDir, 'error.log')
    const nginx = spawn(NGINX, ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', openSync(nginxLog, 'a')],
    })
    children.push(nginx)
    waits.push(waitForHttp(`${environment('link').app}/`, nginx, nginxLog))
    await Promise.all(waits)
    mark('servers up')
  } catch (error) {
    stop()
    throw error
  }
  process.stdout.write(`real backend: ${work}\n  ${timings.join('\n  ')}\n`)
  // After the run: the servers stop; their logs and the recorded responses stay, the site copies go.
  return () => {
    stop()
    for (const { name } of ENVIRONMENTS) rmSync(join(work, name, 'site'), { recursive: true, force: true })
    if (!process.env.REAL_BACKEND_DIST) rmSync(join(work, 'dist'), { recursive: true, force: true })
  }
}
