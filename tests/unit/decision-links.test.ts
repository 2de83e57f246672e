import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every decision the code and the docs cite exists, and docs/decisions/README.md indexes every
 * decision with its status. A citation is a path (`docs/decisions/081-toast-view-on-demand.md`, or
 * `134-entry-chunk-diet.md` after one), a path to a number (`docs/decisions/110`) or words
 * (`decision 143`, `decisions 130 and 131`, `decisions 125–128`).
 */
const ROOT = join(import.meta.dirname, '../..')
const DIR = join(ROOT, 'docs/decisions')
const records = readdirSync(DIR).filter((name) => /^\d{3}-.+\.md$/.test(name))
const numbers = new Set(records.map((name) => Number(name.slice(0, 3))))

const trackedFiles = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|md|json|py|conf|yaml)$|^\.ci\//.test(file))
    .filter((file) => !/(^|\/)(package-lock\.json|openapi\.json|fixture-openapi\.json)$|^src\/shared\/i18n\/locales\//.test(file))
    .filter((file) => file !== 'tests/unit/decision-links.test.ts')

/** The decisions a text cites: `[what it says, the file or number it needs]`. */
function citations(text: string): { cited: string; file?: string; number?: number }[] {
  const found: { cited: string; file?: string; number?: number }[] = []
  for (const match of text.matchAll(/decisions\/(\d{3})(-[a-z0-9-]*[a-z0-9])?(\.md)?/g)) {
    if (match[2] && match[3]) found.push({ cited: match[0], file: `${match[1]}${match[2]}.md` })
    else found.push({ cited: match[0], number: Number(match[1]) })
  }
  // A record named after another path in one parenthesis: `(docs/decisions/127-….md, 134-….md)`.
  for (const match of text.matchAll(/\.md, (\d{3}-[a-z0-9-]+\.md)/g)) found.push({ cited: match[1] ?? '', file: match[1] ?? '' })
  const list = /[Dd]ecisions? (\d{2,3}(?![\d.])(?:(?:, | and | or |–|-)\d{2,3}(?![\d.]))*)/g
  for (const match of text.matchAll(list)) {
    const parts = (match[1] ?? '').split(/(, | and | or )/).filter((part) => /\d/.test(part))
    for (const part of parts) {
      const [from = 0, to = from] = part.split(/[–-]/).map(Number)
      for (let n = from; n <= to; n += 1) found.push({ cited: match[0], number: n })
    }
  }
  return found
}

describe('decision records', () => {
  it('reads the citation forms the code uses', () => {
    expect(citations('see docs/decisions/081-toast-view-on-demand.md.')).toEqual([
      { cited: 'decisions/081-toast-view-on-demand.md', file: '081-toast-view-on-demand.md' },
    ])
    expect(citations('(decisions 125–127, 130 and 131; 190.6 KB)').map((c) => c.number)).toEqual([125, 126, 127, 130, 131])
    expect(citations('the ceiling (decision 143) and 190.6 KB after decisions 125–128, 190.6').map((c) => c.number)).toEqual([
      143, 125, 126, 127, 128,
    ])
    expect(citations('(docs/decisions/127-a-b.md, 134-c.md)').map((c) => c.file)).toEqual(['127-a-b.md', '134-c.md'])
  })

  it('every decision cited in the code and the docs exists', () => {
    const broken: string[] = []
    for (const file of trackedFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8')
      for (const c of citations(text)) {
        const ok = c.file ? records.includes(c.file) : numbers.has(c.number ?? -1)
        if (!ok) broken.push(`${file}: ${c.cited}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('docs/decisions/README.md lists every record once, with its status', () => {
    const index = readFileSync(join(DIR, 'README.md'), 'utf8')
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[a-z0-9-]+\.md)\) \| (.+?) \| (.+?) \|$/gm)]
    expect(rows.map((row) => row[2]).sort()).toEqual([...records].sort())
    for (const [, number = '', file = '', , status = ''] of rows) {
      expect(file.startsWith(number), file).toBe(true)
      expect(status, file).toMatch(/^(current|amended by \d{3}(, \d{3})*|superseded by \d{3}|a record of figures)$/)
      for (const other of status.match(/\d{3}/g) ?? []) expect(numbers.has(Number(other)), `${file}: ${status}`).toBe(true)
    }
  })
})
