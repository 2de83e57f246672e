#!/usr/bin/env node
/**
 * What a chunk is made of: the bytes of each source (package, folder or file) in the built JS,
 * from the source maps, with an estimate of its share of the chunk's gzip size. The quickest way
 * to find what to cut from the entry or from a route's first load.
 *
 *   npx vite build --sourcemap --outDir /tmp/dist-sm            # or --mode demo
 *   node scripts/chunk-sources.mjs /tmp/dist-sm '^(index|ui|runtime)-'          # by package
 *   node scripts/chunk-sources.mjs /tmp/dist-sm '^ui-' --by file --top 40       # by file
 *
 * --by package (default) | dir | file; --top N rows per chunk (default 25). The gzip share is the
 * chunk's gzip ratio applied to the source's raw bytes (an estimate; the chunk total is exact).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const [dir, pattern = '.'] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
if (!dir)
  throw new Error('usage: node scripts/chunk-sources.mjs <dist built with --sourcemap> [chunk regex] [--by package|dir|file] [--top N]')
const by = option('--by', 'package')
const top = Number(option('--top', 25))

function group(source, assets) {
  if (!source || source === '(generated)') return '(bundler runtime, unmapped)'
  const path = relative(process.cwd(), resolve(assets, source)).replace(/.*node_modules\//, 'node_modules/')
  const parts = path.split('/')
  if (by === 'file') return path
  if (by === 'dir') return parts.slice(0, -1).join('/') || path
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/')
  return parts.slice(0, Math.min(parts.length - 1, 3)).join('/') || path
}

const assets = join(dir, 'assets')
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js') && new RegExp(pattern).test(name))) {
  const code = readFileSync(join(assets, file), 'utf8')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')))
  const lines = code.split('\n')
  const bytes = new Map()
  let previous = null
  map.eachMapping((m) => {
    if (previous) {
      const length =
        previous.line === m.generatedLine ? m.generatedColumn - previous.column : lines[previous.line - 1].length - previous.column
      const key = group(previous.source, assets)
      bytes.set(key, (bytes.get(key) ?? 0) + length)
    }
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '(generated)' }
  })
  const gzip = gzipSync(code, { level: 6 }).length
  const ratio = gzip / code.length
  const kb = (n) => (n / 1000).toFixed(1).padStart(7)
  console.log(`${file}: ${kb(code.length).trim()} KB raw, ${kb(gzip).trim()} KB gzip`)
  for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(n)} raw ${kb(n * ratio)} gzip  ${key}`)
}
