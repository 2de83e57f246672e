#!/usr/bin/env node
/**
 * Benchmark (not a test): Apply on the offering receipts' filters, with the CPU slowed down
 * (decision 234). For each Apply (status Complete, then Paid, alternately) it prints how long the
 * filter form was off screen (the page loader in its place), when the new filter's page was on
 * screen and when its rows were, in ms from the click, measured in the page on each animation frame.
 *
 *   npm run build:demo
 *   node ../shared/tools/perf/serve.mjs dist-demo --port 4391 &      # note the pid; stop it by pid
 *   BENCH_URL=http://127.0.0.1:4391 BENCH_CPU=4 BENCH_RUNS=6 node scripts/bench-filter-apply.mjs
 */
/* global window, document, requestAnimationFrame -- the page.evaluate callbacks run in the browser */
import { launchChromium, signInAsAdmin } from './bench-browser.mjs'

const BASE = process.env.BENCH_URL ?? 'http://127.0.0.1:4391'
const RUNS = Number(process.env.BENCH_RUNS ?? 6)
const CPU = Number(process.env.BENCH_CPU ?? 4)

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1366, height: 860 } })
const page = await context.newPage()
await signInAsAdmin(page, BASE)
await page.goto(`${BASE}/dashboard/offering-orders?dateAfter=any`)
await page.locator('table tbody tr').first().waitFor()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })

const runs = []
for (let run = 0; run < RUNS; run++) {
  const status = run % 2 ? 'paid' : 'complete'
  await page.getByRole('combobox', { name: 'Status' }).selectOption(status)
  await page.evaluate(
    (label) => {
      const before = document.querySelector('main form[role=search]')
      const result = { offScreenMs: 0 }
      window.benchApply = result
      document.querySelector('main form[role=search] button[type=submit]').addEventListener(
        'click',
        () => {
          const start = performance.now()
          let last = start
          const frame = () => {
            const now = performance.now()
            const form = document.querySelector('main form[role=search]')
            const onScreen = form !== null && form.offsetParent !== null
            if (!onScreen) result.offScreenMs += now - last
            last = now
            if (form !== before && onScreen && result.pageMs === undefined) result.pageMs = Math.round(now - start)
            const badges = [...document.querySelectorAll('[data-testid=order-status]')].filter((badge) => badge.offsetParent !== null)
            if (badges.length > 0 && badges.every((badge) => badge.textContent === label)) {
              result.rowsMs = Math.round(now - start)
              result.offScreenMs = Math.round(result.offScreenMs)
              return
            }
            requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        },
        { once: true, capture: true },
      )
    },
    status === 'paid' ? 'Paid' : 'Complete',
  )
  await page.getByRole('button', { name: 'Apply' }).click()
  await page.waitForFunction(() => window.benchApply.rowsMs !== undefined, null, { timeout: 30_000 })
  runs.push({ status, ...(await page.evaluate(() => window.benchApply)) })
}
await browser.close()
console.log(`CPU slowed ${CPU}×, ${RUNS} Applies on offering receipts (ms from the click):`)
console.table(runs)
