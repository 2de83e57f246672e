// Prints each JS chunk of a build with its gzip size, the entry chunk first.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dir = process.argv[2] ?? 'dist'
const html = readFileSync(join(dir, 'index.html'), 'utf8')
const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1]
const chunks = readdirSync(join(dir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => {
    const bytes = readFileSync(join(dir, 'assets', name))
    return { name, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  .sort((a, b) => (a.name === entry ? -1 : b.name === entry ? 1 : b.gzip - a.gzip))
const kb = (n) => `${(n / 1024).toFixed(1)} KB`
for (const c of chunks)
  console.log(`${c.name === entry ? 'entry ' : '      '}${c.name.padEnd(48)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`)
const total = chunks.reduce((sum, c) => sum + c.gzip, 0)
console.log(`${chunks.length} chunks, ${kb(total)} gzip in all; entry ${kb(chunks.find((c) => c.name === entry)?.gzip ?? 0)} gzip`)
