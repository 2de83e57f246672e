#!/usr/bin/env node
/**
 * Benchmark (not a test): the offerings list with 2,000 extra offerings in the demo build.
 *
 *   npx vite build --mode demo --outDir dist-e2e-issue4
 *   npx vite preview --outDir dist-e2e-issue4 --port 4341 &
 *   BENCH_URL=http://localhost:4341 node scripts/bench-offerings.mjs
 *
 * Seeds the mocked backend through POST /api/__mock__/seed-offerings?count=2000, signs in as the
 * administrator, then prints the time from navigation to the first rendered rows, how many rows
 * the DOM holds, and the frame times while scrolling through the pages that load on the way.
 */
/* global window, document, requestAnimationFrame -- the page.evaluate callback runs in the browser */
import { launchChromium, signInAsAdmin } from './bench-browser.mjs'

const BASE = process.env.BENCH_URL ?? 'http://localhost:4341'
const COUNT = Number(process.env.BENCH_COUNT ?? 2000)

const browser = await launchChromium()
const page = await browser.newPage({ viewport: { width: 1366, height: 860 } })
await page.goto(`${BASE}/login`)
await page.getByTestId('demo-accounts').waitFor()
await page.evaluate(async () => {
  await fetch('/api/__mock__/reset', { method: 'POST' })
})
const seeded = await page.evaluate(async (count) => {
  const response = await fetch(`/api/__mock__/seed-offerings?count=${count}&temple=1`, { method: 'POST' })
  return response.json()
}, COUNT)
console.log('seeded', seeded)

await signInAsAdmin(page, BASE)
await page.getByRole('row').nth(1).waitFor()

// Time to first rows on a fresh navigation (the session is warm, the list cache is not).
await page.goto(`${BASE}/dashboard`)
const started = Date.now()
await page.goto(`${BASE}/dashboard/offerings`)
await page.getByRole('table', { name: 'Offerings' }).getByRole('row').nth(1).waitFor()
const firstRowsMs = Date.now() - started
console.log(`time to first rows: ${firstRowsMs} ms (navigation start to first data row)`)

// Scroll through the list for ~10 s, recording frame times with requestAnimationFrame.
const result = await page.evaluate(async () => {
  const frames = []
  let last = performance.now()
  let running = true
  const tick = (now) => {
    frames.push(now - last)
    last = now
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  const end = performance.now() + 10_000
  while (performance.now() < end) {
    window.scrollBy(0, 400)
    await new Promise((r) => setTimeout(r, 16))
  }
  running = false
  const table = document.querySelector('table')
  const sorted = [...frames].sort((a, b) => a - b)
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return {
    frames: frames.length,
    medianMs: pct(50),
    p95Ms: pct(95),
    p99Ms: pct(99),
    maxMs: sorted.at(-1),
    over50ms: frames.filter((f) => f > 50).length,
    rowsLoaded: Number(table?.getAttribute('aria-rowcount') ?? 0) - 1,
    rowsInDom: table ? table.querySelectorAll('tbody tr[data-index]').length : 0,
  }
})
console.log('scroll frame times (ms):', JSON.stringify(result))
await browser.close()
