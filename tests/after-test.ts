/**
 * What a test helper must undo when the current test ends, run by tests/setup.ts's `afterEach`.
 * A helper module is evaluated once per worker (the test files share their worker's modules,
 * vite.config.ts), so an `afterEach` it registered at import would run for the first file only.
 */
const pending: (() => void)[] = []

/** Runs `undo` once the current test has ended (before the page is emptied). */
export function afterThisTest(undo: () => void): void {
  pending.push(undo)
}

/** tests/setup.ts: the undo steps of the test that just ended, latest first. */
export function runAfterTest(): void {
  for (const undo of pending.splice(0).reverse()) undo()
}
