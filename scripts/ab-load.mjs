#!/usr/bin/env node
/**
 * Interleaved A/B of cold loads (not a test): two or more served builds of the same page, loaded in
 * turn (A B B A A B ...) in one headless Chromium, so that the machine's load, which on a shared
 * machine changes from minute to minute, weighs on each build alike.
 *
 *   node ../shared/tools/perf/serve.mjs dist-demo --port 4425 &         # the change
 *   node ../shared/tools/perf/serve.mjs /tmp/base/dist-demo --port 4426 &   # the base
 *   node scripts/ab-load.mjs --runs 6 http://127.0.0.1:4425/dashboard/offerings http://127.0.0.1:4426/dashboard/offerings
 *
 * Each build signs in once as the demo administrator; each run then clears the HTTP cache and the
 * service worker (the session stays), opens the page and waits 3 s after the first row. Printed
 * per run and as median (min–max): time to the first row, LCP, CLS, long-task time beyond 50 ms,
 * and the renderer's script / task / layout / style time (CDP Performance metrics), with the load
 * average at the start of each run. `--throttle 4` slows the CPU like Lighthouse's mobile preset.
 */
/* global window, document, MutationObserver -- callbacks run in the page */
import { readFileSync } from 'node:fs'
import { launchChromium } from './bench-browser.mjs'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  if (at === -1) return fallback
  const [value] = args.splice(at, 2).slice(1)
  return value
}
const runs = Number(option('--runs', 5))
const throttle = Number(option('--throttle', 1))
const selector = option('--selector', 'table tbody tr')
const urls = args
if (urls.length < 2) throw new Error('Give two or more page URLs (see the comment at the top)')

const browser = await launchChromium(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'])

const builds = []
for (const url of urls) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } })
  const page = await context.newPage()
  const origin = new URL(url).origin
  await page.goto(`${origin}/login`)
  await page.waitForTimeout(1500)
  await page.fill('input[type=email]', 'admin@example.com')
  await page.fill('input[type=password]', 'Admin@123')
  await page.click('button[type=submit]')
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 })
  await page.waitForSelector(selector, { timeout: 60_000 })
  await page.close()
  builds.push({ url, origin, context, results: [] })
}

function watch(sel) {
  const m = (window.__ab = { lcp: 0, cls: 0, longTasks: 0, row: null })
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (m.lcp = e.startTime))).observe({
    type: 'largest-contentful-paint',
    buffered: true,
  })
  new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (m.cls += e.value))).observe({
    type: 'layout-shift',
    buffered: true,
  })
  new PerformanceObserver((list) => list.getEntries().forEach((e) => (m.longTasks += e.duration - 50))).observe({
    type: 'longtask',
    buffered: true,
  })
  const observer = new MutationObserver(() => {
    if (m.row === null && document.querySelector(sel)) {
      m.row = performance.now()
      observer.disconnect()
    }
  })
  observer.observe(document, { childList: true, subtree: true })
}

const KEYS = ['row', 'lcp', 'cls', 'longTasks', 'script', 'task', 'layout', 'style']
for (let i = 0; i < runs; i += 1) {
  for (const build of i % 2 ? [...builds].reverse() : builds) {
    const page = await build.context.newPage()
    const cdp = await build.context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Storage.clearDataForOrigin', { origin: build.origin, storageTypes: 'service_workers,cache_storage' })
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
    await cdp.send('Performance.enable')
    await page.addInitScript(watch, selector)
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
    await page.goto(build.url, { waitUntil: 'commit' })
    await page.waitForSelector(selector, { timeout: 90_000 })
    await page.waitForTimeout(3000)
    const m = await page.evaluate(() => window.__ab)
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
    const ms = (seconds) => Math.round(seconds * 1000)
    const result = {
      row: Math.round(m.row),
      lcp: Math.round(m.lcp),
      cls: Number(m.cls.toFixed(4)),
      longTasks: Math.round(m.longTasks),
      script: ms(metrics.ScriptDuration),
      task: ms(metrics.TaskDuration),
      layout: ms(metrics.LayoutDuration),
      style: ms(metrics.RecalcStyleDuration),
    }
    build.results.push(result)
    console.log(`${build.url} load ${load}`, JSON.stringify(result))
    await page.close()
  }
}

const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `${sorted[Math.floor((sorted.length - 1) / 2)]} (${sorted[0]}–${sorted[sorted.length - 1]})`
}
for (const build of builds) {
  console.log(`\n${build.url}, median (min–max) of ${build.results.length}`)
  for (const key of KEYS) console.log(`  ${key.padEnd(10)} ${summary(build.results.map((r) => r[key]))}`)
}
await browser.close()
